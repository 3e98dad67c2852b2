import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { env, paymentWebhookSecret } from '@/env'

import { createGatewayProvider, GATEWAY_NAME } from './gateway/gateway-provider'
import type { PaymentProvider, ProviderDeps, ProviderFactory } from './provider'

/**
 * Every payment provider adapter by name. Adding a real provider is one adapter file implementing
 * PaymentProvider plus one line here; PAYMENT_PROVIDER picks the one new payments use.
 */
const PROVIDERS: Readonly<Record<string, ProviderFactory>> = {
  [GATEWAY_NAME]: createGatewayProvider,
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

/** The provider adapter called `name` (default: PAYMENT_PROVIDER); UNKNOWN_PROVIDER when none is. */
export function paymentProvider(payload: Payload, name: string = env.PAYMENT_PROVIDER): Result<PaymentProvider> {
  const factory = PROVIDERS[name]
  if (!factory) return failWith('UNKNOWN_PROVIDER', { name })
  return { isOk: true, value: factory(providerDeps(payload)) }
}
