import { describe, expect, it } from 'vitest'

import {
  addLaterChargeRefusal,
  laterChargesOwed,
  overdueLaterCharges,
  laterChargesStanding,
  laterChargeTotal,
  officeDay,
  paidBeyondAfterWithdrawal,
  withdrawLaterChargeMessage,
  withdrawLaterChargeRefusal,
  type LaterCharge,
  type LaterChargeState,
} from './later-charges'

const rental = {
  checkedOutAt: new Date('2028-05-01T09:40:00Z'),
  returnedAt: new Date('2028-05-03T11:30:00Z'),
}
const bill = { amount: 100_000, reference: 'Vaðlaheiðargöng 2028-05-02', offenceDate: '2028-05-02' }

describe('adding a later toll or fine', () => {
  it('takes a bill of the rental once the car is back', () => {
    expect(addLaterChargeRefusal({ ...rental, ...bill })).toBeUndefined()
    // The day of the check-out and the day of the return are the rental's.
    expect(addLaterChargeRefusal({ ...rental, ...bill, offenceDate: '2028-05-01' })).toBeUndefined()
    expect(addLaterChargeRefusal({ ...rental, ...bill, offenceDate: '2028-05-03' })).toBeUndefined()
  })

  it('refuses a booking not checked in, a bad amount, no reference, no date, a date outside the rental', () => {
    expect(addLaterChargeRefusal({ ...rental, returnedAt: undefined, ...bill })).toBe('NOT_CHECKED_IN')
    expect(addLaterChargeRefusal({ ...rental, ...bill, amount: 0 })).toBe('BAD_AMOUNT')
    expect(addLaterChargeRefusal({ ...rental, ...bill, amount: 10.5 })).toBe('BAD_AMOUNT')
    expect(addLaterChargeRefusal({ ...rental, ...bill, reference: '  ' })).toBe('BAD_REFERENCE')
    expect(addLaterChargeRefusal({ ...rental, ...bill, reference: 'x'.repeat(201) })).toBe('BAD_REFERENCE')
    expect(addLaterChargeRefusal({ ...rental, ...bill, offenceDate: '2028-02-30' })).toBe('BAD_OFFENCE_DATE')
    expect(addLaterChargeRefusal({ ...rental, ...bill, offenceDate: 'yesterday' })).toBe('BAD_OFFENCE_DATE')
    expect(addLaterChargeRefusal({ ...rental, ...bill, offenceDate: '2028-04-30' })).toBe('OFFENCE_OUTSIDE_RENTAL')
    expect(addLaterChargeRefusal({ ...rental, ...bill, offenceDate: '2028-05-04' })).toBe('OFFENCE_OUTSIDE_RENTAL')
  })

  it('reads a date as an office day', () => {
    expect(officeDay('2028-05-02')?.toISOString()).toBe('2028-05-02T00:00:00.000Z')
    expect(officeDay('2028-13-01')).toBeUndefined()
  })
})

const charge = (id: string, amount: number, status: LaterCharge['status'] = 'owed'): LaterCharge => ({
  id,
  status,
  amount,
  handlingFee: 350_000,
})

describe('what later charges owe, and which are paid', () => {
  it('owes the bill and the handling fee of each charge not withdrawn', () => {
    expect(laterChargeTotal(charge('a', 100_000))).toBe(450_000)
    expect(laterChargesOwed([charge('a', 100_000), charge('b', 2_000_000), charge('c', 5_000, 'withdrawn')])).toBe(
      450_000 + 2_350_000,
    )
  })

  it('pays the rental first, then the charges in the order they were added, each only when covered whole', () => {
    const charges = [charge('a', 100_000), charge('x', 1, 'withdrawn'), charge('b', 2_000_000)]
    const standing = (paidIsk: number) => laterChargesStanding({ charges, rentIsk: 1_000_000, paidIsk })
    expect(standing(1_000_000)).toMatchObject({
      unpaid: 2_800_000,
      charges: [{ isPaid: false }, {}, { isPaid: false }],
    })
    expect(standing(1_450_000)).toMatchObject({ unpaid: 2_350_000, charges: [{ isPaid: true }, {}, { isPaid: false }] })
    expect(standing(1_500_000)).toMatchObject({ unpaid: 2_300_000, charges: [{ isPaid: true }, {}, { isPaid: false }] })
    expect(standing(3_800_000)).toMatchObject({
      unpaid: 0,
      charges: [{ isPaid: true }, { isPaid: false }, { isPaid: true }],
    })
    // Rent not paid in full: nothing of the later charges is.
    expect(standing(500_000).unpaid).toBe(2_800_000)
  })
})

describe('withdrawing a later charge', () => {
  it('takes back an owed charge not paid, with a reason', () => {
    expect(withdrawLaterChargeRefusal({ charge: { status: 'owed' }, reason: 'Not our car', refundFirst: 0 })).toBe(
      undefined,
    )
  })

  it('refuses a missing, withdrawn or paid charge, and one without a reason', () => {
    expect(withdrawLaterChargeRefusal({ charge: undefined, reason: 'x', refundFirst: 0 })).toBe('NO_SUCH_CHARGE')
    expect(withdrawLaterChargeRefusal({ charge: { status: 'withdrawn' }, reason: 'x', refundFirst: 0 })).toBe(
      'ALREADY_WITHDRAWN',
    )
    expect(withdrawLaterChargeRefusal({ charge: { status: 'owed' }, reason: 'x', refundFirst: 1 })).toBe('ALREADY_PAID')
    expect(withdrawLaterChargeRefusal({ charge: { status: 'owed' }, reason: ' ', refundFirst: 0 })).toBe('BAD_REASON')
  })

  it('never leaves paid above owed: a charge paid in part is refunded first, by what would be paid beyond', () => {
    // Rental 10,000 paid; a toll of 6,500 of which 3,000 is paid.
    const ledger = { totalIsk: 1_000_000, laterIsk: 650_000, paidIsk: 1_300_000 }
    const toll = { amount: 300_000, handlingFee: 350_000 }
    expect(
      laterChargesStanding({ charges: [{ ...toll, id: 't', status: 'owed' }], rentIsk: 1_000_000, paidIsk: 1_300_000 }),
    ).toMatchObject({ unpaid: 350_000, charges: [{ isPaid: false, unpaid: 350_000 }] })
    expect(paidBeyondAfterWithdrawal({ ledger, charge: toll })).toBe(300_000)
    expect(withdrawLaterChargeMessage('ALREADY_PAID', 300_000)).toContain('Refund it first: 3,000 kr.')
    // Unpaid: nothing to refund first.
    expect(paidBeyondAfterWithdrawal({ ledger: { ...ledger, paidIsk: 1_000_000 }, charge: toll })).toBe(0)
    // The money paid toward it still owed elsewhere (a second charge after it): nothing to refund.
    const two = { totalIsk: 1_000_000, laterIsk: 1_300_000, paidIsk: 1_300_000 }
    expect(paidBeyondAfterWithdrawal({ ledger: two, charge: toll })).toBe(0)
    expect(withdrawLaterChargeMessage('BAD_REASON', 0)).toContain('reason')
  })
})

describe('later charges that need staff', () => {
  it('lists the owed ones still unpaid 14 days after they were added', () => {
    const now = Date.parse('2028-06-20T12:00:00Z')
    const item = (id: string, addedAt: string, status: LaterChargeState = 'unpaid') => ({ id, status, addedAt })
    const charges = [
      item('old', '2028-06-06T11:00:00Z'),
      item('recent', '2028-06-06T13:00:00Z'),
      item('paid', '2028-05-01T00:00:00Z', 'paid'),
      item('withdrawn', '2028-05-01T00:00:00Z', 'withdrawn'),
    ]
    expect(overdueLaterCharges(charges, now).map((charge) => charge.id)).toEqual(['old'])
  })
})
