// Runs before the app's own modules (ADR 006). Zod's objects probe `new Function('')` once to pick a
// faster parser; under the nonce policy that probe is a reported CSP violation (no 'unsafe-eval'),
// so the browser uses zod's plain parser. The setting goes straight into zod's global config object,
// which is what `config({ jitless: true })` from 'zod/v4/core' writes: importing that would bring
// zod's utilities (about 6 kB compressed) to every page, also to those that never validate.
// instrumentation-client.test.ts checks that zod reads the setting from there.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } }

const zodGlobal = globalThis as ZodGlobal
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true })

// A module, so the names above stay its own.
export {}
