import { describe, expect, it } from 'vitest'

import {
  addChargeRefusal,
  claimDue,
  claimSettlement,
  daysLeft,
  decisionRefusal,
  noticeDueBy,
  objectionEndsAt,
  objectionRefusal,
  sendNoticeRefusal,
  withdrawalRefusal,
  type ClaimState,
} from './damage-claim'

const d = (iso: string) => new Date(iso)
const returned = d('2027-03-04T15:20:00Z')
const open: ClaimState = { status: 'open', returnedAt: returned, amount: 4_500_000 }
const notifiedAt = d('2027-03-05T09:00:00Z')
const notified: ClaimState = { ...open, status: 'notified', noticeSentAt: notifiedAt }

describe('the claim clock', () => {
  it('makes the notice due by the end of the 10th office day after the return', () => {
    expect(noticeDueBy(returned).toISOString()).toBe('2027-03-14T23:59:59.999Z')
    // A return just before midnight still gets ten whole days after its own.
    expect(noticeDueBy(d('2027-03-04T23:59:00Z')).toISOString()).toBe('2027-03-14T23:59:59.999Z')
    // Across a month's end and February of a common year.
    expect(noticeDueBy(d('2027-02-25T08:00:00Z')).toISOString()).toBe('2027-03-07T23:59:59.999Z')
  })

  it('ends the objection window at the end of the 20th day after the notice', () => {
    expect(objectionEndsAt(notifiedAt).toISOString()).toBe('2027-03-25T23:59:59.999Z')
    expect(objectionEndsAt(d('2027-12-20T10:00:00Z')).toISOString()).toBe('2028-01-09T23:59:59.999Z')
  })

  it('sends the notice on the 10th day, not on the 11th', () => {
    expect(sendNoticeRefusal(open, d('2027-03-14T23:59:59.999Z'))).toBeUndefined()
    expect(sendNoticeRefusal(open, d('2027-03-15T00:00:00Z'))).toBe('NOTICE_TOO_LATE')
    expect(sendNoticeRefusal({ ...open, amount: 0 }, d('2027-03-05T00:00:00Z'))).toBe('NOTHING_CLAIMED')
    expect(sendNoticeRefusal(notified, d('2027-03-06T00:00:00Z'))).toBe('NOT_OPEN')
    expect(sendNoticeRefusal(undefined, d('2027-03-06T00:00:00Z'))).toBe('NO_CLAIM')
  })

  it('takes an objection until the end of the 20th day, not a moment later', () => {
    expect(objectionRefusal(notified, 'Not my scratch', d('2027-03-25T23:59:59.999Z'))).toBeUndefined()
    expect(objectionRefusal(notified, 'Not my scratch', d('2027-03-26T00:00:00Z'))).toBe('OBJECTION_CLOSED')
    expect(objectionRefusal(notified, '   ', d('2027-03-10T00:00:00Z'))).toBe('BAD_OBJECTION')
    expect(objectionRefusal(notified, 'x'.repeat(4001), d('2027-03-10T00:00:00Z'))).toBe('BAD_OBJECTION')
    expect(objectionRefusal(open, 'Not mine', d('2027-03-10T00:00:00Z'))).toBe('NOT_NOTIFIED')
  })

  it('charges only after the window closes without objection', () => {
    expect(claimDue(notified, d('2027-03-25T23:59:59.999Z'))).toEqual({
      step: 'wait-objection',
      until: d('2027-03-25T23:59:59.999Z'),
    })
    expect(claimDue(notified, d('2027-03-26T00:00:00Z'))).toEqual({
      step: 'charge',
      amount: 4_500_000,
      since: d('2027-03-25T23:59:59.999Z'),
    })
    expect(claimDue({ ...notified, status: 'objected' }, d('2027-04-30T00:00:00Z'))).toEqual({ step: 'decide' })
  })

  it('lets an open claim lapse once its notice is overdue', () => {
    expect(claimDue(open, d('2027-03-14T12:00:00Z'))).toEqual({ step: 'notice', dueBy: d('2027-03-14T23:59:59.999Z') })
    expect(claimDue(open, d('2027-03-15T00:00:00Z'))).toEqual({ step: 'lapse', since: d('2027-03-14T23:59:59.999Z') })
    expect(claimDue({ ...open, status: 'settled' }, d('2027-03-15T00:00:00Z'))).toEqual({ step: 'none' })
  })

  it('adds charges only before the notice, while it is still due', () => {
    expect(addChargeRefusal(undefined, d('2027-03-20T00:00:00Z'))).toBeUndefined()
    expect(addChargeRefusal(open, d('2027-03-14T23:00:00Z'))).toBeUndefined()
    expect(addChargeRefusal(open, d('2027-03-15T00:00:01Z'))).toBe('NOTICE_TOO_LATE')
    expect(addChargeRefusal(notified, d('2027-03-06T00:00:00Z'))).toBe('NOT_OPEN')
  })

  it('lets a manager decide an amount from nothing to the amount claimed, with a reason', () => {
    const objected: ClaimState = { ...notified, status: 'objected' }
    expect(decisionRefusal(objected, { amount: 0, reason: 'Photo unclear' })).toBeUndefined()
    expect(decisionRefusal(objected, { amount: 4_500_000, reason: 'Upheld' })).toBeUndefined()
    expect(decisionRefusal(objected, { amount: 4_500_001, reason: 'Too much' })).toBe('BAD_DECISION')
    expect(decisionRefusal(objected, { amount: -1, reason: 'x' })).toBe('BAD_DECISION')
    expect(decisionRefusal(objected, { amount: 100, reason: ' ' })).toBe('BAD_DECISION')
    expect(decisionRefusal(notified, { amount: 100, reason: 'x' })).toBe('NOT_OBJECTED')
  })

  it('counts the days left by office dates', () => {
    expect(daysLeft(d('2027-03-05T22:00:00Z'), d('2027-03-25T23:59:59.999Z'))).toBe(20)
    expect(daysLeft(d('2027-03-25T01:00:00Z'), d('2027-03-25T23:59:59.999Z'))).toBe(0)
    expect(daysLeft(d('2027-03-27T01:00:00Z'), d('2027-03-25T23:59:59.999Z'))).toBe(0)
  })
})

describe('claimSettlement', () => {
  it('captures what is due from the hold and releases the rest', () => {
    expect(claimSettlement({ due: 4_500_000, isHeld: true, held: 20_000_000 })).toEqual({
      step: 'capture',
      amount: 4_500_000,
      unpaid: 0,
    })
  })

  it('captures whole krónur, rounded down: the card takes no aurar (ADR 033)', () => {
    expect(claimSettlement({ due: 643_999, isHeld: true, held: 20_000_000 })).toEqual({
      step: 'capture',
      amount: 643_900,
      unpaid: 0,
    })
  })

  it('never captures more than held; the rest stays unpaid', () => {
    expect(claimSettlement({ due: 25_000_000, isHeld: true, held: 20_000_000 })).toEqual({
      step: 'capture',
      amount: 20_000_000,
      unpaid: 5_000_000,
    })
  })

  it('releases the whole hold when nothing is due, and takes nothing without a hold', () => {
    expect(claimSettlement({ due: 0, isHeld: true, held: 20_000_000 })).toEqual({ step: 'release', unpaid: 0 })
    expect(claimSettlement({ due: 100, isHeld: false, held: 20_000_000 })).toEqual({ step: 'none', unpaid: 100 })
  })
})

describe('withdrawalRefusal', () => {
  it('lets a manager withdraw an open, notified or objected claim with a reason', () => {
    expect(withdrawalRefusal(open, 'The scratch was there at check-out.')).toBeUndefined()
    expect(withdrawalRefusal(notified, 'Goodwill')).toBeUndefined()
    expect(withdrawalRefusal({ ...notified, status: 'objected' }, 'The renter is right.')).toBeUndefined()
  })

  it('refuses a settled, lapsed or already withdrawn claim', () => {
    expect(withdrawalRefusal({ ...notified, status: 'settled' }, 'Too late')).toBe('CLAIM_CLOSED')
    expect(withdrawalRefusal({ ...open, status: 'lapsed' }, 'Too late')).toBe('CLAIM_CLOSED')
    expect(withdrawalRefusal({ ...open, status: 'dropped' }, 'Again')).toBe('CLAIM_CLOSED')
  })

  it('refuses no claim and a withdrawal without a reason or with too long a one', () => {
    expect(withdrawalRefusal(undefined, 'Reason')).toBe('NO_CLAIM')
    expect(withdrawalRefusal(open, '   ')).toBe('BAD_WITHDRAWAL')
    expect(withdrawalRefusal(open, 'x'.repeat(4001))).toBe('BAD_WITHDRAWAL')
  })

  it('checks the state before the reason, so a closed claim says it is closed', () => {
    expect(withdrawalRefusal({ ...open, status: 'settled' }, '')).toBe('CLAIM_CLOSED')
  })
})
