// Which of the end-to-end apps a `playwright test` run needs (playwright.config.ts): the default one,
// the one with Adyen switched on (tests/e2e/adyen), or both. Playwright starts every web server of
// its config, whatever the run selects, so the config asks this first: a run of one default spec
// does not boot the Adyen app, and `--project adyen` does not boot the default one.

/** Options of `playwright test` that take a value (`--workers 2`, `-g title`). */
const VALUE_OPTIONS = new Set([
  '--project',
  '-c',
  '--config',
  '-g',
  '--grep',
  '-G',
  '--grep-invert',
  '-j',
  '--workers',
  '--reporter',
  '--retries',
  '--timeout',
  '--repeat-each',
  '--max-failures',
  '--output',
  '--shard',
  '--trace',
  '--global-timeout',
  '--tsconfig',
  '--browser',
])

export type E2eSelection = { readonly projects: readonly string[]; readonly filters: readonly string[] }

/** The projects (`--project`) and file filters (the positional arguments) of a `playwright test` command line. */
export function e2eSelection(argv: readonly string[]): E2eSelection {
  const start = argv.indexOf('test')
  const args = start === -1 ? [] : argv.slice(start + 1)
  const projects: string[] = []
  const filters: string[] = []
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? ''
    if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length))
    else if (arg === '--project') projects.push(args[++index] ?? '')
    else if (VALUE_OPTIONS.has(arg)) index++
    else if (!arg.startsWith('-')) filters.push(arg)
  }
  return { projects, filters }
}

/** Whether the run selects any of `files` (absolute paths) of `project`: by project name, then by file filter. */
export function selectsProject(selection: E2eSelection, project: string, files: readonly string[]): boolean {
  if (selection.projects.length > 0 && !selection.projects.includes(project)) return false
  if (selection.filters.length === 0) return true
  return selection.filters.some((filter) => files.some((file) => matchesFilter(filter, file)))
}

/** Playwright reads a file filter as a regular expression over the file's path, with an optional :line. */
function matchesFilter(filter: string, file: string): boolean {
  const pattern = filter.replace(/(:\d+){1,2}$/, '')
  const path = file.replace(/\\/g, '/')
  try {
    return new RegExp(pattern).test(path)
  } catch {
    return path.includes(pattern)
  }
}
