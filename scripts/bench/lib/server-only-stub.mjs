// Benchmarks run our server modules in plain Node: `server-only` resolves to its empty module there,
// as it does in Next's server bundle and in the tests (vitest.config.ts).
import { register } from 'node:module'

const empty = new URL('../../../node_modules/server-only/empty.js', import.meta.url).href
const hooks = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: ${JSON.stringify(empty)}, shortCircuit: true } : next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url)
