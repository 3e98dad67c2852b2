// Runs the stand-in of Adyen (hosted-stand-in.ts) for the `adyen` Playwright project; started by
// playwright.config.ts as a web server beside the app, stopped with it.
import { ADYEN_TEST_SETTINGS, adyenPorts } from './settings'
import { startHostedStandIn } from './hosted-stand-in'

const ports = adyenPorts()
const standIn = await startHostedStandIn({
  port: ports.standIn,
  apiKey: ADYEN_TEST_SETTINGS.apiKey,
  merchantAccount: ADYEN_TEST_SETTINGS.merchantAccount,
  hmacKey: ADYEN_TEST_SETTINGS.hmacKey,
  appOrigin: `http://localhost:${ports.app}`,
  notificationAuth: {
    username: ADYEN_TEST_SETTINGS.notificationUsername,
    password: ADYEN_TEST_SETTINGS.notificationPassword,
  },
})
console.log(`Adyen stand-in at ${standIn.origin}, notifying http://localhost:${ports.app}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void standIn.close().finally(() => process.exit(0))
  })
}
