import 'server-only'

import { randomBytes } from 'node:crypto'

import { maskPan } from '@/domain/payments/card-mask'
import { assertCardAmount } from '@/domain/payments/whole-kronur'

import type { PaymentProvider } from '../provider'

/** A fresh id for the gateway's transactions, events and refunds (after a short prefix). */
export function randomId(): string {
  return randomBytes(15).toString('base64url')
}

/**
 * What every new gateway transaction records of its request: a payment's and a hold's alike. Like
 * the card schemes behind a real provider, the stand-in takes ISK in whole krónur only (ADR 033).
 */
export function newEntryBase(input: Parameters<PaymentProvider['createPayment']>[0], cardNumber: string) {
  assertCardAmount(input.amount)
  return {
    transactionId: `gw_${randomId()}`,
    idempotencyKey: input.idempotencyKey,
    reference: input.reference,
    amount: input.amount.amount,
    currency: input.amount.currency,
    maskedPan: maskPan(cardNumber),
    returnUrl: input.returnUrl,
    callbackUrl: input.callbackUrl,
  }
}
