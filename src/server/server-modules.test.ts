import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Server modules say `import 'server-only'`, so a client component that reaches one fails the build.
 * The exceptions are the modules plain Node loads outside Next's server bundle, where the marker
 * throws: `next.config.ts` when Next starts, and `payload.config.ts` in the Payload CLI (migrate,
 * generate). They are found by following the imports, so this list keeps itself up to date.
 */
const PLAIN_NODE_ENTRIES = ['next.config.ts', 'src/payload.config.ts']
/**
 * The job tasks' handlers load what they run with `import()` when a job runs, which only the app
 * server's job runner does (autoRun); the Payload CLI loads their config but runs no task.
 */
const JOBS = 'src/server/jobs/'

/** Where performSoon is defined; the modules that call it wait for a change's after-effects. */
const PERFORM_EFFECTS = 'src/server/bookings/effects/perform-effects.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SERVER = 'src/server'
const ACTIONS = /^src\/server\/[^/]+\/actions\//
const MARKER = /^import 'server-only'$/m
const USE_SERVER = /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use server['"]/

describe('server modules', () => {
  const modules = sourceFiles(SERVER)
  const plainNode = reachableFrom(PLAIN_NODE_ENTRIES)

  it('are all marked server-only, except those plain Node loads', () => {
    const unmarked = modules.filter((file) => !plainNode.has(file) && !MARKER.test(read(file)))
    expect(unmarked).toEqual([])
  })

  it('loaded by next.config.ts or the Payload CLI carry no server-only marker', () => {
    const marked = [...plainNode].filter((file) => file.startsWith(`${SERVER}/`) && MARKER.test(read(file)))
    expect(marked).toEqual([])
    expect(plainNode.has('src/server/http/site-origin.ts')).toBe(true)
  })

  it("under <feature>/actions/ are the server actions: each starts with 'use server', and no other does", () => {
    const actions = modules.filter((file) => ACTIONS.test(file))
    expect(actions.length).toBeGreaterThan(0)
    expect(actions.filter((file) => !USE_SERVER.test(read(file)))).toEqual([])
    const elsewhere = sourceFiles('src').filter((file) => !ACTIONS.test(file) && USE_SERVER.test(read(file)))
    expect(elsewhere).toEqual([])
  })

  it('a server action that waits for the after-effects of a change does so within the request time (ADR 017)', () => {
    const actions = modules.filter((file) => ACTIONS.test(file))
    const waiting = actions.filter((action) =>
      [...reachableFrom([action])].some((file) => file !== PERFORM_EFFECTS && /\bperformSoon\(/.test(read(file))),
    )
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting.filter((action) => !/\bwithinRequestTime\(/.test(read(action)))).toEqual([])
  })
})

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8')
}

/** The .ts and .tsx files under `folder` (repository-relative), tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((entry) => `${folder}/${entry.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
}

/** Every module of ours that importing `entries` loads (type-only imports are erased, so not followed). */
function reachableFrom(entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of valueImports(read(file), { followDynamic: !file.startsWith(JOBS) })) {
      const target = resolve(file, specifier)
      if (target) visit(target)
    }
  }
  entries.forEach(visit)
  return seen
}

function valueImports(source: string, options: { followDynamic: boolean }): string[] {
  const found: string[] = []
  const patterns = [
    /^\s*(?:import|export)\s+(?!type\s)[^'";]*?\sfrom\s+'([^']+)'/gm,
    /^\s*import\s+'([^']+)'/gm,
    ...(options.followDynamic ? [/\bimport\(\s*'([^']+)'\s*\)/g] : []),
  ]
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1] ?? '')
  return found
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`
  else if (specifier === '@payload-config') base = 'src/payload.config'
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier)
  else return undefined
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => {
    const full = path.join(ROOT, candidate)
    return existsSync(full) && statSync(full).isFile()
  })
}
