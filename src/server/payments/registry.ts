import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { adyenSettings, env, paymentProviderName, paymentWebhookSecret } from '@/env'

import { ADYEN_NAME, createAdyenProvider } from './adyen/adyen-provider'
import { createGatewayProvider, GATEWAY_NAME } from './gateway/gateway-provider'
import type { PaymentProvider, ProviderDeps, ProviderFactory } from './provider'

/**
 * Every payment provider adapter by name. Adding a real provider is one adapter file implementing
 * PaymentProvider plus one line here; PAYMENT_PROVIDER picks the one new payments use. Adyen is
 * there when its settings are (ADYEN_*); earlier payments keep the provider that took them.
 */
const PROVIDERS: Readonly<Record<string, ProviderFactory>> = {
  [GATEWAY_NAME]: createGatewayProvider,
  ...adyenFactory(adyenSettings),
}

function adyenFactory(settings: typeof adyenSettings): Record<string, ProviderFactory> {
  if (!settings) return {}
  return { [ADYEN_NAME]: (deps) => createAdyenProvider({ ...deps, settings }) }
}

/** What an adapter is built with. */
export function providerDeps(payload: Payload): ProviderDeps {
  return {
    payload,
    webhookSecret: paymentWebhookSecret,
    toleranceSeconds: env.PAYMENT_CALLBACK_TOLERANCE_SECONDS,
    siteUrl: env.SITE_URL,
  }
}

/** The provider adapter called `name` (default: the one new payments use); UNKNOWN_PROVIDER when none is. */
export function paymentProvider(payload: Payload, name: string = paymentProviderName): Result<PaymentProvider> {
  const factory = PROVIDERS[name]
  if (!factory) return failWith('UNKNOWN_PROVIDER', { name })
  return { isOk: true, value: factory(providerDeps(payload)) }
}

/** Whether new payments' provider takes the card on its own page: the payment form then shows no card fields. */
export function isCardOnProviderPage(payload: Payload): boolean {
  const provider = paymentProvider(payload)
  return provider.isOk && provider.value.isCardOnProviderPage
}
