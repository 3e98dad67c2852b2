import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  // Next resolves `server-only` to an empty module on the server (react-server); so do the tests.
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/** Fails a test on any console.error it did not announce with expectConsoleError(). */
const CONSOLE_GUARD = 'tests/support/console-guard.ts'

/**
 * The zones every time rule is tested under, with getTimezoneOffset() in January and July: UTC; the
 * office's own zone (Iceland, UTC all year); and one far west with summer time, where the machine's
 * "today" differs from the office's for much of the day.
 */
const TIME_ZONES = { UTC: '0,0', 'Atlantic/Reykjavik': '0,0', 'America/Los_Angeles': '480,420' }

/** The tests of time rules: office hours and dates, rental days, date windows, deadlines, holds, seasons. */
const TIME_RULE_TESTS = [
  'src/domain/time/*.test.ts',
  'src/domain/booking/cancellation.test.ts',
  'src/domain/booking/holds.test.ts',
  'src/domain/booking/upgrade-rule-match.test.ts',
  'src/domain/pricing/opening-hours.test.ts',
  'src/domain/pricing/earlier-return.test.ts',
  'src/domain/booking/handover.test.ts',
  'src/domain/pricing/price-list.test.ts',
  'src/domain/pricing/promo.test.ts',
  'src/domain/pricing/quote.test.ts',
  'src/domain/pricing/quote.property.test.ts',
  'src/domain/pricing/rental-amount.test.ts',
  'src/domain/fleet/availability-count.test.ts',
  'src/domain/fleet/from-price.test.ts',
  'src/domain/search/search-query.test.ts',
  'src/domain/search/car-list-query.test.ts',
  'src/server/mail/booking-calendar.test.ts',
  'src/domain/validation/booking-details.test.ts',
  'src/domain/validation/driver.test.ts',
  'src/domain/validation/card.test.ts',
  'src/ui/booking/detail/detail-defaults.test.ts',
  'src/cms/collections/rental/Offices/validate.test.ts',
  'src/cms/collections/rental/PriceLists/validate.test.ts',
]

// A time-rule test that was moved or renamed must not silently drop out of the time-zone runs.
const isPresent = (pattern: string) =>
  pattern.endsWith('/*.test.ts')
    ? existsSync(path.dirname(pattern)) && readdirSync(path.dirname(pattern)).some((file) => file.endsWith('.test.ts'))
    : existsSync(pattern)
const lostTimeRuleTests = TIME_RULE_TESTS.filter((pattern) => !isPresent(pattern))
if (lostTimeRuleTests.length > 0) {
  throw new Error(`TIME_RULE_TESTS lists tests that do not exist: ${lostTimeRuleTests.join(', ')}`)
}

/** The time rules once more under each of TIME_ZONES: projects time-UTC, time-Reykjavik, time-Los_Angeles. */
const timeZoneProjects = Object.entries(TIME_ZONES).map(([zone, offsets]) => ({
  resolve: { alias },
  test: {
    name: `time-${zone.split('/').at(-1)}`,
    include: TIME_RULE_TESTS,
    environment: 'node',
    env: { TZ: zone, EXPECTED_TZ_OFFSETS: offsets },
    setupFiles: [CONSOLE_GUARD, 'tests/support/time-zone.setup.ts'],
  },
}))

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: [CONSOLE_GUARD],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: [CONSOLE_GUARD, 'tests/int/setup.ts'],
          globalSetup: ['tests/int/global-setup.ts'],
          // Each file boots its own Payload on its own database; two at a time suit two cores.
          maxWorkers: 2,
          // Files share their worker, so Payload and the other packages load once per worker rather
          // than once per file (most of a file's start); tests/int/process-state.ts undoes what a
          // file leaves in the process before the next one starts.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // npm run test:abuse: attacks a production server (needs `npm run build`), one file at a time.
          name: 'abuse',
          include: ['tests/abuse/**/*.abuse.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/abuse/global-setup.ts'],
          setupFiles: ['tests/abuse/support/tally.setup.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      ...timeZoneProjects,
    ],
  },
})
