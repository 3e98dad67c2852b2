import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/server/cms/error-texts', () => ({
  errorTextsFor: () => Promise.reject(new Error('the editors’ texts must not be read for an outage')),
  fileErrorTexts: () => Promise.resolve({ SERVICE_UNAVAILABLE: 'Reyndu aftur eftir eina mínútu.' }),
}))

const { failureResponse, OUTAGE_RETRY_AFTER_SECONDS } = await import('./api-response')

const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterEach(() => log.mockClear())

/** What Drizzle throws: the statement and its parameters in the message, the driver's error as cause. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select "id" from "bookings" where "voucher" = $1\nparams: ABC123'), { cause })

describe('failureResponse', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After when the database could not answer, in one line', async () => {
    const response = await failureResponse({
      route: 'car-info',
      error: failedQuery(new Error('Connection terminated unexpectedly')),
      fallback: 'RENTEON_API_FAILED',
      locale: 'is',
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS))
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Reyndu aftur eftir eina mínútu.' },
    })
    expect(log.mock.calls).toEqual([['[database] unavailable (connection-terminated): api car-info']])
  })

  it('answers the route’s default error for anything else, logged without the statement or its values', async () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "bookings_voucher"'), {
      code: '23505',
    })
    const response = await failureResponse({
      route: 'save',
      error: failedQuery(duplicate),
      fallback: 'BOOKING_SAVE_FAILED',
    })
    expect(response.status).toBe(500)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BOOKING_SAVE_FAILED')
    expect(log.mock.calls).toEqual([
      [
        '[api save] Error: failed query (Error 23505: duplicate key value violates unique constraint "bookings_voucher")',
      ],
    ])
  })

  it('keeps a bug’s message to its first line', async () => {
    await failureResponse({
      route: 'x',
      error: new TypeError('boom\n    at secret (file.ts:1)'),
      fallback: 'RENTEON_API_FAILED',
    })
    expect(log.mock.calls).toEqual([['[api x] TypeError: boom']])
  })
})
