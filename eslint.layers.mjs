// The DESIGN arrows ("Shape: one application, in layers") as lint rules: a wrong-way import fails
// `npm run lint`. Elements are folders of src/; anything not allowed below is refused.
import boundaries from 'eslint-plugin-boundaries'

/** Where each layer lives. Server actions ('use server' modules) are the files under server/<feature>/actions/. */
const ELEMENTS = [
  { type: 'domain', pattern: 'src/domain', partialMatch: false },
  { type: 'server-action', pattern: 'src/server/*/actions', partialMatch: false },
  { type: 'server', pattern: 'src/server', partialMatch: false },
  { type: 'cms', pattern: 'src/cms', partialMatch: false },
  { type: 'ui', pattern: 'src/ui', partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
  { type: 'migrations', pattern: 'src/migrations', partialMatch: false },
  // Single files at the root of src/.
  { type: 'env', pattern: 'src/env.ts', mode: 'file' },
  { type: 'payload-types', pattern: 'src/payload-types.ts', mode: 'file' },
  { type: 'payload-config', pattern: 'src/payload.config.ts', mode: 'file' },
  { type: 'entry', pattern: 'src/{proxy,instrumentation,instrumentation-client}.ts', mode: 'file' },
]

const to = (...types) => ({ to: { element: { types } } })
const typesOnly = (...types) => ({ to: { element: { types } }, dependency: { kind: 'type' } })

/** Who may import whom. Nothing imports app; the allowances are written here, one per line. */
const POLICIES = [
  // domain: pure rules; imports nothing of ours but itself.
  { from: { element: { type: 'domain' } }, allow: to('domain') },
  { from: { element: { type: 'i18n' } }, allow: to('i18n', 'domain') },
  { from: { element: { type: 'env' } }, allow: to('domain', 'i18n') },
  // cms: Payload config; builds on domain rules.
  { from: { element: { type: 'cms' } }, allow: to('cms', 'domain', 'i18n', 'env', 'payload-types', 'migrations') },
  // server: use cases and adapters; use domain and the Payload config.
  {
    from: { element: { types: ['server', 'server-action'] } },
    allow: to('server', 'server-action', 'domain', 'cms', 'i18n', 'env', 'payload-types', 'payload-config'),
  },
  // ui: renders. Values from domain, i18n and server actions; view-model types from server and Payload.
  { from: { element: { type: 'ui' } }, allow: to('ui', 'domain', 'i18n', 'server-action') },
  { from: { element: { type: 'ui' } }, allow: typesOnly('server', 'payload-types') },
  // app: routes; may import every layer below it.
  {
    from: { element: { type: 'app' } },
    allow: to(
      'app',
      'ui',
      'server',
      'server-action',
      'cms',
      'domain',
      'i18n',
      'env',
      'payload-types',
      'payload-config',
    ),
  },
  { from: { element: { type: 'payload-config' } }, allow: to('cms', 'server', 'i18n', 'env') },
  { from: { element: { type: 'entry' } }, allow: to('server', 'domain', 'i18n', 'env') },
]

export const layers = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': ELEMENTS,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/legacy-warnings': false,
    'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' }, node: true },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'Layers (DESIGN "Shape"): {{ from.element.type }} may not import {{ to.element.type }} ({{ dependency.kind }} import).',
        policies: POLICIES,
      },
    ],
  },
}

/** domain: no framework and no I/O; zod for its schemas, and the test tools beside the rules. */
export const pureDomain = {
  files: ['src/domain/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(?!\\.{1,2}/|@/|(?:zod|re2js|vitest|fast-check)$)',
            message:
              'Layers (DESIGN "Shape"): domain is pure: zod, re2js (ADR 015), vitest and fast-check are its only packages.',
          },
        ],
      },
    ],
  },
}
