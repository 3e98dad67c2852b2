import { config } from 'zod/v4/core'

// Runs before the app's own modules (ADR 006). Zod's objects probe `new Function('')` once to pick a
// faster parser; under the nonce policy that probe is a reported CSP violation (no 'unsafe-eval'),
// so the browser uses zod's plain parser.
config({ jitless: true })
