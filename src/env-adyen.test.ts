import { describe, expect, it } from 'vitest'

import { adyenProblems } from './env'

const KEYS = {
  ADYEN_API_KEY: 'AQE_test_key_0000000000',
  ADYEN_MERCHANT_ACCOUNT: 'VegurECOM',
  ADYEN_HMAC_KEY: 'AB'.repeat(32),
}

describe("Adyen's settings", () => {
  it('are all or nothing: none keeps the built-in gateway, all three switch Adyen on', () => {
    expect(adyenProblems({ ADYEN_ENVIRONMENT: 'test' })).toEqual([])
    expect(adyenProblems({ ...KEYS, ADYEN_ENVIRONMENT: 'test' })).toEqual([])
    const partial = adyenProblems({ ADYEN_API_KEY: KEYS.ADYEN_API_KEY, ADYEN_ENVIRONMENT: 'test' })
    expect(partial.map((problem) => problem.path)).toEqual([['ADYEN_API_KEY']])
  })

  it('ask live for its URL prefix, basic authentication in pairs, and refuse adyen chosen without keys', () => {
    expect(adyenProblems({ ...KEYS, ADYEN_ENVIRONMENT: 'live' }).map((problem) => problem.path)).toEqual([
      ['ADYEN_LIVE_URL_PREFIX'],
    ])
    expect(adyenProblems({ ...KEYS, ADYEN_ENVIRONMENT: 'live', ADYEN_LIVE_URL_PREFIX: 'abc-Vegur' })).toEqual([])
    expect(
      adyenProblems({ ...KEYS, ADYEN_ENVIRONMENT: 'test', ADYEN_NOTIFICATION_USERNAME: 'adyen' }).map((p) => p.path),
    ).toEqual([['ADYEN_NOTIFICATION_USERNAME']])
    expect(adyenProblems({ ADYEN_ENVIRONMENT: 'test', PAYMENT_PROVIDER: 'adyen' }).map((p) => p.path)).toEqual([
      ['PAYMENT_PROVIDER'],
    ])
  })

  it('take a local stand-in of the test platform only (tests)', () => {
    const standIn = { ...KEYS, ADYEN_STAND_IN_URL: 'http://127.0.0.1:3221' }
    expect(adyenProblems({ ...standIn, ADYEN_ENVIRONMENT: 'test' })).toEqual([])
    expect(
      adyenProblems({ ...standIn, ADYEN_ENVIRONMENT: 'live', ADYEN_LIVE_URL_PREFIX: 'abc-Vegur' }).map((p) => p.path),
    ).toEqual([['ADYEN_STAND_IN_URL']])
  })
})
