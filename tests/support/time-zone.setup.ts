// Setup file of the time-zone projects (vitest.config.ts): refuses to run when the process is not
// in the zone the project asked for, so a time rule can never pass by running in the machine's zone.
const wanted = process.env.TZ ?? ''
const expected = process.env.EXPECTED_TZ_OFFSETS ?? ''
const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone
const offsets = `${new Date(2026, 0, 15).getTimezoneOffset()},${new Date(2026, 6, 15).getTimezoneOffset()}`
if (!wanted || zone !== wanted || offsets !== expected) {
  throw new Error(`Asked for TZ=${wanted} (offsets ${expected}) but the process runs in ${zone} (offsets ${offsets})`)
}
