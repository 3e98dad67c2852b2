// The Adyen end-to-end tests' settings, shared by playwright.config.ts (the app's ADYEN_* env),
// the stand-in process and the tests. Test values only: a stand-in of Adyen answers for them.

/** The app with Adyen switched on, and the stand-in of Adyen's test platform beside it. */
export function adyenPorts(env: NodeJS.ProcessEnv = process.env): { app: number; standIn: number } {
  const base = Number(env.E2E_PORT ?? 3100)
  const app = Number(env.ADYEN_E2E_PORT ?? base + 1)
  return { app, standIn: Number(env.ADYEN_STAND_IN_PORT ?? app + 1) }
}

export const ADYEN_TEST_SETTINGS = {
  apiKey: 'AQE_e2e_stand_in_api_key_0001',
  merchantAccount: 'VegurECOM',
  hmacKey: '7C2F0D6A4B9E1F3852A6C7D8E9F00112233445566778899AABBCCDDEEFF00112',
  notificationUsername: 'adyen-webhook',
  notificationPassword: 'e2e-webhook-password',
} as const

/** The app's environment: Adyen on, its Checkout calls and hosted page at the stand-in. */
export function adyenAppEnv(ports: { app: number; standIn: number }): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'adyen',
    ADYEN_API_KEY: ADYEN_TEST_SETTINGS.apiKey,
    ADYEN_MERCHANT_ACCOUNT: ADYEN_TEST_SETTINGS.merchantAccount,
    ADYEN_HMAC_KEY: ADYEN_TEST_SETTINGS.hmacKey,
    ADYEN_ENVIRONMENT: 'test',
    ADYEN_STAND_IN_URL: `http://127.0.0.1:${ports.standIn}`,
    ADYEN_NOTIFICATION_USERNAME: ADYEN_TEST_SETTINGS.notificationUsername,
    ADYEN_NOTIFICATION_PASSWORD: ADYEN_TEST_SETTINGS.notificationPassword,
  }
}
