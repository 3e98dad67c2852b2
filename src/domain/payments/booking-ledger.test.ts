import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { convertMoney, FALLBACK_RATES, type ExchangeRates } from '../money/exchange-rates'
import { money, type CurrencyCode } from '../money/money'
import { bookingLedger, excessOfPayment, refundableOf, type LedgerCharge, type LedgerRefund } from './booking-ledger'
import { checkPaymentAmount } from './payment-amount-rules'

const collected = (transactionId: string, amount: number): LedgerCharge => ({
  transactionId,
  status: 'COLLECTED',
  amount: money(amount, 'ISK'),
})

function ledgerOf(
  total: number,
  charges: LedgerCharge[],
  refunds: LedgerRefund[] = [],
  currency: CurrencyCode = 'EUR',
) {
  const ledger = bookingLedger({ total: money(total, currency), charges, refunds, rates: FALLBACK_RATES })
  if (!ledger) throw new Error('no ledger')
  return ledger
}

describe('booking ledger', () => {
  it('owes later tolls and fines beyond the total, the total paid first (ADR 032)', () => {
    const rent = ledgerOf(10_000, [], [], 'ISK')
    const later = (paid: number) =>
      bookingLedger({
        total: money(10_000, 'ISK'),
        charges: paid ? [collected('t1', paid)] : [],
        refunds: [],
        rates: FALLBACK_RATES,
        laterIsk: 450_000,
      })
    expect(later(0)).toMatchObject({
      totalIsk: rent.totalIsk,
      laterIsk: 450_000,
      dueIsk: 10_000 + 450_000,
      totalPaid: 0,
    })
    // The rental paid: its total shows paid in full, the later charges are still due.
    expect(later(10_000)).toMatchObject({ dueIsk: 450_000, totalPaid: 10_000 })
    expect(later(460_000)).toMatchObject({ dueIsk: 0, totalPaid: 10_000 })
    // What lands beyond the rental and the later charges is excess.
    expect(excessOfPayment({ amount: 500_000, dueIsk: later(10_000)?.dueIsk ?? 0, isPayable: true })).toEqual({
      excess: 50_000,
      reason: 'overpayment',
    })
  })

  it('credits 1,800 ISK as 1,800 ISK, the total in whole krónur (issue 15, row 12; ADR 033)', () => {
    // A 250.00 EUR booking: 35,777.75 ISK at 143.111, charged as 35,777 kr. 1,800 kr. paid leaves exactly 33,977.
    const before = ledgerOf(25_000, [])
    const after = ledgerOf(25_000, [collected('t1', 180_000)])
    expect(before.totalIsk).toBe(3_577_700)
    expect(before.dueIsk).toBe(3_577_700)
    expect(before.dueIsk - after.dueIsk).toBe(180_000)
    expect(after.paidIsk).toBe(180_000)
    // In euros: 12.58, what 1,800 kr. covers (€12.58 is 1,800.33 kr., asked as 1,800 kr.), never more than the total.
    expect(after.totalPaid).toBe(1258)
  })

  it('turns the EUR 100.00 booking of 14,311.10 kr. into 14,311 kr., nothing due once that is paid', () => {
    const empty = ledgerOf(10_000, [])
    expect(empty).toMatchObject({ totalIsk: 1_431_100, dueIsk: 1_431_100, totalPaid: 0 })
    const part = ledgerOf(10_000, [collected('t1', 500_000)])
    expect(part).toMatchObject({ paidIsk: 500_000, dueIsk: 931_100 })
    const full = ledgerOf(10_000, [collected('t1', 500_000), collected('t2', 931_100)])
    expect(full).toMatchObject({ paidIsk: 1_431_100, dueIsk: 0, totalPaid: 10_000 })
  })

  it('keeps a total paid in full as paid through a raise: what the krónur paid cover', () => {
    // €150.07 is asked as 21,476 kr.; read back plainly those are €150.0653… → 150.06.
    const paid = ledgerOf(15_007, [collected('t1', 2_147_600)])
    expect(paid).toMatchObject({ dueIsk: 0, totalPaid: 15_007 })
    const raised = ledgerOf(20_007, [collected('t1', 2_147_600)])
    expect(raised).toMatchObject({ totalIsk: 2_863_200, dueIsk: 715_600, totalPaid: 15_007 })
  })

  it('asks what a charge recorded with aurar before ADR 033 leaves in whole krónur, rounded down', () => {
    // 1,800.55 kr. paid of 35,777 kr. leaves 33,976.45 kr.: 33,976 kr. is due, the 0.45 kr. is not asked for.
    const legacy = ledgerOf(25_000, [collected('t1', 180_055)])
    expect(legacy.paidIsk).toBe(180_055)
    expect(legacy.dueIsk).toBe(3_397_600)
    const settled = ledgerOf(25_000, [collected('t1', 180_055), collected('t2', legacy.dueIsk)])
    expect(settled).toMatchObject({ dueIsk: 0, totalPaid: 25_000 })
    // The old exact total (14,311.10 kr.) paid in full: nothing due, nothing more to pay.
    expect(ledgerOf(10_000, [collected('t1', 1_431_110)])).toMatchObject({ dueIsk: 0, totalPaid: 10_000 })
  })

  it('owes later charges in whole krónur', () => {
    const ledger = bookingLedger({
      total: money(10_000, 'EUR'),
      charges: [],
      refunds: [],
      rates: FALLBACK_RATES,
      laterIsk: 450_050,
    })
    expect(ledger).toMatchObject({ laterIsk: 450_000, dueIsk: 1_431_100 + 450_000 })
  })

  it('the old round trip through the booking currency lost money on the same payment', () => {
    // What settlement did before: 1,800.55 ISK → EUR cents (down) → added to totalPaid → due again in ISK.
    const total = money(15_007, 'EUR')
    const part = convertMoney({ value: money(180_055, 'ISK'), to: 'EUR', rates: FALLBACK_RATES, rounding: 'down' })
    const dueIsk = (paid: number) =>
      convertMoney({ value: money(total.amount - paid, 'EUR'), to: 'ISK', rates: FALLBACK_RATES, rounding: 'down' })
    const dueBefore = dueIsk(0)
    const dueAfter = dueIsk(part.isOk ? part.value.amount : 0)
    const credited = (dueBefore.isOk ? dueBefore.value.amount : 0) - (dueAfter.isOk ? dueAfter.value.amount : 0)
    expect(credited).toBeLessThan(180_055)
    // The ledger credits a payment as charged (payments are whole krónur since ADR 033).
    const exact = ledgerOf(15_007, [])
    expect(exact.dueIsk - ledgerOf(15_007, [collected('t1', 180_000)]).dueIsk).toBe(180_000)
  })

  it('counts refunds and releases, but not failed ones, and pre-authorisations as held only', () => {
    const charges: LedgerCharge[] = [
      collected('t1', 1_000_000),
      { transactionId: 't2', status: 'PREAUTH', amount: money(500_000, 'ISK') },
      { transactionId: 't3', status: 'DECLINED', amount: money(900_000, 'ISK') },
    ]
    const refunds: LedgerRefund[] = [
      { transactionId: 't1', kind: 'refund', status: 'refunded', amount: money(300_000, 'ISK') },
      { transactionId: 't1', kind: 'refund', status: 'failed', amount: money(700_000, 'ISK') },
      { transactionId: 't2', kind: 'release', status: 'pending', amount: money(500_000, 'ISK') },
    ]
    const ledger = ledgerOf(25_000, charges, refunds)
    expect(ledger.paidIsk).toBe(700_000)
    expect(ledger.heldIsk).toBe(0)
    expect(refundableOf(charges[0] as LedgerCharge, refunds)).toBe(700_000)
    expect(refundableOf(charges[1] as LedgerCharge, refunds)).toBe(0)
    expect(refundableOf(charges[2] as LedgerCharge, refunds)).toBe(0)
  })

  it('gives back all of a payment on a booking that cannot be paid, and only the excess otherwise', () => {
    expect(excessOfPayment({ amount: 500, dueIsk: 1000, isPayable: false })).toEqual({
      excess: 500,
      reason: 'not-payable',
    })
    expect(excessOfPayment({ amount: 1500, dueIsk: 1000, isPayable: true })).toEqual({
      excess: 500,
      reason: 'overpayment',
    })
    expect(excessOfPayment({ amount: 1000, dueIsk: 1000, isPayable: true })).toEqual({
      excess: 0,
      reason: undefined,
    })
  })
})

const ratesArbitrary = fc.record({
  EUR: fc.constant(1),
  ISK: fc.double({ min: 100, max: 200, noNaN: true }).map((rate) => Math.round(rate * 1000) / 1000),
  USD: fc.double({ min: 0.8, max: 1.5, noNaN: true }).map((rate) => Math.round(rate * 10_000) / 10_000),
  GBP: fc.double({ min: 0.6, max: 1.2, noNaN: true }).map((rate) => Math.round(rate * 10_000) / 10_000),
}) satisfies fc.Arbitrary<ExchangeRates>

describe('booking ledger properties', () => {
  it('every accepted partial payment lowers the due by exactly its amount; paid never exceeds the total', () => {
    fc.assert(
      fc.property(
        ratesArbitrary,
        fc.constantFrom<CurrencyCode>('EUR', 'USD', 'GBP', 'ISK'),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { maxLength: 12 }),
        (rates, currency, total, requests) => {
          const charges: LedgerCharge[] = []
          const ledger = () => {
            const value = bookingLedger({ total: money(total, currency), charges, refunds: [], rates })
            if (!value) throw new Error('no ledger')
            return value
          }
          for (const [at, requested] of requests.entries()) {
            const before = ledger()
            const checked = checkPaymentAmount({ requested, dueIsk: before.dueIsk })
            if (!checked.isOk) continue
            charges.push(collected(`t${at}`, checked.value))
            const after = ledger()
            expect(before.dueIsk - after.dueIsk).toBe(checked.value)
            expect(after.paidIsk).toBe(before.paidIsk + checked.value)
            expect(after.totalPaid).toBeLessThanOrEqual(total)
            expect(after.totalPaid).toBeGreaterThanOrEqual(before.totalPaid)
            expect(after.dueIsk === 0).toBe(after.totalPaid === total)
          }
        },
      ),
    )
  })

  it('paying the whole balance leaves nothing due, and a second payment is entirely excess', () => {
    fc.assert(
      fc.property(ratesArbitrary, fc.integer({ min: 1, max: 5_000_000 }), (rates, total) => {
        const empty = bookingLedger({ total: money(total, 'EUR'), charges: [], refunds: [], rates })
        if (!empty) throw new Error('no ledger')
        const paid = [collected('t1', empty.dueIsk)]
        const full = bookingLedger({ total: money(total, 'EUR'), charges: paid, refunds: [], rates })
        expect(full?.dueIsk).toBe(0)
        expect(full?.totalPaid).toBe(total)
        expect(excessOfPayment({ amount: empty.dueIsk, dueIsk: full?.dueIsk ?? -1, isPayable: true }).excess).toBe(
          empty.dueIsk,
        )
      }),
    )
  })

  it('refunding every charge in full brings paid back to zero, or to the aurar of charges made before ADR 033', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 8 }), (amounts) => {
        const charges = amounts.map((amount, at) => collected(`t${at}`, amount))
        const refunds: LedgerRefund[] = charges.map((charge) => ({
          transactionId: charge.transactionId,
          kind: 'refund',
          status: 'refunded',
          amount: money(refundableOf(charge, []), 'ISK'),
        }))
        const ledger = bookingLedger({ total: money(100_000, 'EUR'), charges, refunds, rates: FALLBACK_RATES })
        // Refunds go to cards in whole krónur: what a charge had beyond them (under 1 kr.) stays.
        const aurar = amounts.reduce((sum, amount) => sum + (amount % 100), 0)
        expect(ledger?.paidIsk).toBe(aurar)
        for (const refund of refunds) expect(refund.amount.amount % 100).toBe(0)
        for (const charge of charges) expect(refundableOf(charge, refunds)).toBe(0)
        const whole = amounts.map((amount, at) => collected(`w${at}`, amount * 100))
        const wholeBack: LedgerRefund[] = whole.map((charge) => ({
          transactionId: charge.transactionId,
          kind: 'refund',
          status: 'refunded',
          amount: money(refundableOf(charge, []), 'ISK'),
        }))
        const none = bookingLedger({
          total: money(100_000, 'EUR'),
          charges: whole,
          refunds: wholeBack,
          rates: FALLBACK_RATES,
        })
        expect(none?.paidIsk).toBe(0)
        expect(none?.totalPaid).toBe(0)
      }),
    )
  })
})
