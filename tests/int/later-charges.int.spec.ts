import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as laterRoute } from '@/app/api/booking-later-charges/[id]/route'
import { cardPaymentSchema } from '@/domain/validation/card'
import { loadBookingPage } from '@/cms/admin/BookingsConsole/booking-page-data'
import { loadNeedsAttention } from '@/cms/admin/NeedsAttention/needs-attention-rows'
import { env } from '@/env'
import type { User } from '@/payload-types'
import { recordCheckIn } from '@/server/bookings/commands/check-in'
import { recordCheckOut } from '@/server/bookings/commands/check-out'
import { addLaterCharge } from '@/server/bookings/commands/later-charge'
import { refundByStaff } from '@/server/bookings/commands/staff-refund'
import { performEffects } from '@/server/bookings/effects/perform-effects'
import { ledgerOf, paymentRates } from '@/server/bookings/money/booking-money'
import { manageLaterCharges } from '@/server/manage/manage-later-charges'
import { payManagedBalance } from '@/server/manage/pay-balance'
import { loadBookingMailData } from '@/server/mail/booking-mail-data'
import { mailTexts } from '@/server/mail/mail-texts'
import { renderBookingMail } from '@/server/mail/render-mail'
import { paymentProvider } from '@/server/payments/registry'

import { bookingOf, type DeskPerson } from './desk-fixture'
import { bootPayload } from './payload'
import { TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

/**
 * ADR 032: tolls and fines that reach the company after the return — added by staff with the
 * handling fee, owed on the booking, the renter told in their language, paid once through the
 * manage page's balance payment (never more than owed), withdrawn while unpaid; desk roles only.
 */

type StaffRole = 'agent' | 'manager'
let payload: Payload
let fleet: RentalFixture
let staff: Record<StaffRole, { user: User; cookie: string; actor: { userId: number; email: string } }>
const origin = new URL(env.SITE_URL).origin

async function staffMember(role: StaffRole) {
  const credentials = { email: `${role}-${randomUUID()}@vegur.is`, password: `${role}-password-2026` }
  const user = await payload.create({ collection: 'users', data: { ...credentials, name: role, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: credentials })
  return {
    user,
    cookie: `${payload.config.cookiePrefix}-token=${token}`,
    actor: { userId: user.id, email: user.email },
  }
}

const photo = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 6, suv: 1, van: 1 })
  await payload.updateGlobal({
    slug: 'rental-rules',
    data: { returnCharges: { refuelPerEighth: 2500, extraKmPrice: 50, lateGraceMinutes: 59, handlingFee: 3500 } },
  })
  staff = { agent: await staffMember('agent'), manager: await staffMember('manager') }
})

let people = 0
const person = (): DeskPerson => {
  people += 1
  return {
    firstName: 'Sara',
    lastName: `Toll${'abcdefghijklmnopqrstuvwxyz'[people % 26] ?? 'z'}`,
    email: `sara${String(people)}@example.com`,
    phone: '+354 555 0105',
  }
}

/** A pay-at-pickup booking checked out an hour ago and back now, nothing charged at the return. */
async function returnedBooking(params: { isCheckedIn?: boolean } = {}) {
  const renter = person()
  const pickup = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000)
  const booking = await bookingOf({
    person: renter,
    out: pickup,
    categoryId: fleet.categoryIds.economy,
    isPayAtPickup: true,
  })
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { registration: { equals: `EC10${String(people % 6)}` } },
    depth: 0,
  })
  const unit = docs[0]
  if (!unit) throw new Error('no unit')
  await payload.update({ collection: 'vehicles', id: unit.id, data: { mileage: 30_000 } })
  const out = await recordCheckOut({
    payload,
    bookingId: booking.BookingId,
    actor: staff.agent.actor,
    now: new Date(Date.now() - 3_600_000),
    record: {
      vehicleId: unit.id,
      mileage: 30_000,
      fuelEighths: 8,
      licenceChecked: true,
      extraDriversPresent: false,
      damage: [],
    },
  })
  if (!out.isOk) throw new Error(`check-out refused: ${out.refusal.message}`)
  if (params.isCheckedIn !== false) {
    const back = await recordCheckIn({
      payload,
      bookingId: booking.BookingId,
      actor: staff.agent.actor,
      now: new Date(),
      record: { returnedAt: new Date(), mileage: 30_100, fuelEighths: 8, damage: [], sendNotice: false },
    })
    if (!back.isOk) throw new Error(`check-in refused: ${back.refusal.message}`)
  }
  return { id: booking.BookingId, voucher: booking.VoucherNumber, number: booking.Number, renter }
}

const today = () => new Date().toISOString().slice(0, 10)

async function post(
  bookingId: number,
  fields: Record<string, string | Blob>,
  options: { cookie?: string; key?: string | null } = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const key = options.key === undefined ? randomUUID() : options.key
  const response = await laterRoute(
    new Request(`${origin}/api/booking-later-charges/${String(bookingId)}`, {
      method: 'POST',
      headers: { origin, ...(options.cookie && { cookie: options.cookie }), ...(key && { 'idempotency-key': key }) },
      body: form,
    }),
    { params: Promise.resolve({ id: String(bookingId) }) },
  )
  return {
    status: response.status,
    json: (await response.json()) as { chargeId?: string; errors?: { message: string }[] },
  }
}

async function pay(booking: { voucher: string; number: string; renter: DeskPerson }, key: string) {
  const provider = paymentProvider(payload)
  if (!provider.isOk) throw new Error('no provider')
  const now = new Date()
  return payManagedBalance({
    payload,
    provider: provider.value,
    access: { voucherNumber: booking.voucher, lastName: booking.renter.lastName },
    bookingNumber: booking.number,
    card: cardPaymentSchema(now).parse({
      cardNumber: TEST_CARDS.success,
      cvc: '123',
      expiry: '12/2030',
      cardholderName: 'Sara Toll',
    }),
    successPath: '/manage-booking/confirmation',
    idempotencyKey: key,
    clientIp: '192.0.2.32',
    locale: 'en',
    now,
  })
}

async function moneyOf(bookingId: number) {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
  const rates = await paymentRates(payload, booking)
  return { booking, ledger: ledgerOf(booking, rates), later: manageLaterCharges(booking, rates) }
}

describe('a later toll, added by staff and paid by the renter', () => {
  it('is added once per key with the handling fee and its bill, e-mailed in the renter’s language, audited', async () => {
    const booking = await returnedBooking()
    await payload.update({ collection: 'bookings', id: booking.id, data: { locale: 'is' } })
    // The rental itself is paid first, through the same balance payment.
    const rent = await pay(booking, `manage-${randomUUID()}`)
    expect(rent.isOk && rent.value).toMatchObject({ status: 'COLLECTED', outcome: 'success' })
    expect((await moneyOf(booking.id)).ledger?.dueIsk).toBe(0)

    const fields = {
      action: 'add',
      kind: 'toll',
      reference: 'VHG-2028-0502',
      amountIsk: '1500',
      offenceDate: today(),
      bill: new Blob([new Uint8Array(await photo('#36c'))], { type: 'image/jpeg' }),
    }
    // The renter (no staff session) may not; staff must send a key; the date must be in the rental.
    expect((await post(booking.id, fields)).status).toBe(403)
    expect((await post(booking.id, fields, { cookie: staff.agent.cookie, key: null })).status).toBe(400)
    const outside = await post(booking.id, { ...fields, offenceDate: '2020-01-01' }, { cookie: staff.agent.cookie })
    expect(outside).toMatchObject({
      status: 400,
      json: { errors: [{ message: expect.stringContaining('outside the rental') }] },
    })
    expect((await post(booking.id, { ...fields, amountIsk: '-5' }, { cookie: staff.agent.cookie })).status).toBe(400)

    // Sent twice with one key (a double click, a retry), at the same time: one charge.
    const key = randomUUID()
    const [first, second] = await Promise.all([
      post(booking.id, fields, { cookie: staff.agent.cookie, key }),
      post(booking.id, fields, { cookie: staff.agent.cookie, key }),
    ])
    expect(first).toMatchObject({ status: 200, json: { chargeId: expect.any(String) } })
    expect(second.json.chargeId).toBe(first.json.chargeId)
    // The same key for another bill is refused: another reference, or the same reference with another amount.
    expect(
      (await post(booking.id, { ...fields, reference: 'OTHER' }, { cookie: staff.agent.cookie, key })).status,
    ).toBe(422)
    expect((await post(booking.id, { ...fields, amountIsk: '1600' }, { cookie: staff.agent.cookie, key })).status).toBe(
      422,
    )
    await performEffects({ payload })

    const { booking: stored, ledger, later } = await moneyOf(booking.id)
    expect(stored.laterCharges).toHaveLength(1)
    expect(stored.laterCharges?.[0]).toMatchObject({
      kind: 'toll',
      reference: 'VHG-2028-0502',
      amount: 150_000,
      handlingFee: 350_000,
      status: 'owed',
      addedBy: staff.agent.user.email,
      evidence: expect.any(Number),
    })
    // Owed beyond the rental: the balance payment now asks for the bill and its fee.
    expect(ledger?.dueIsk).toBe(500_000)
    expect(later).toMatchObject({ unpaidIsk: 500_000, dueIsk: 500_000, charges: [{ status: 'unpaid' }] })
    const bill = await payload.findByID({
      collection: 'handover-photos',
      id: Number(stored.laterCharges?.[0]?.evidence),
      depth: 0,
    })
    expect(bill).toMatchObject({ stage: 'later-charge', booking: booking.id })

    const mails = await payload.find({
      collection: 'outbox-messages',
      where: { and: [{ booking: { equals: booking.id } }, { kind: { equals: 'later-charge' } }] },
      depth: 0,
    })
    expect(mails.docs.map((mail) => mail.subject)).toEqual([`Veggjald eða sekt vegna bókunar ${booking.number}`])
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { and: [{ booking: { equals: booking.id } }, { action: { equals: 'add-later-charge' } }] },
      depth: 0,
    })
    expect(audit.docs.map((entry) => entry.actorEmail)).toEqual([staff.agent.user.email])
    expect(audit.docs[0]?.changes).toMatchObject({ amount: { after: 150_000 }, handlingFee: { after: 350_000 } })

    // Paid through manage: twice with the same key charges once, and never more than owed.
    const payKey = `manage-${randomUUID()}`
    const paid = await pay(booking, payKey)
    expect(paid.isOk && paid.value).toMatchObject({ status: 'COLLECTED', outcome: 'success' })
    const again = await pay(booking, payKey)
    expect(again.isOk && again.value.reference).toBe(paid.isOk && paid.value.reference)
    expect(await pay(booking, `manage-${randomUUID()}`)).toMatchObject({
      isOk: false,
      error: { code: 'NOTHING_TO_PAY' },
    })
    const after = await moneyOf(booking.id)
    expect(after.booking.payments?.map((payment) => payment.amount).slice(-1)).toEqual([500_000])
    expect(after.booking.payments).toHaveLength(2)
    expect(after.ledger).toMatchObject({ dueIsk: 0, paidIsk: (after.ledger?.totalIsk ?? 0) + 500_000 })
    expect(after.booking.refunds ?? []).toEqual([])
    expect(after.later.charges[0]?.status).toBe('paid')

    // Paid: a manager cannot withdraw it (refund first); an agent may not withdraw at all.
    const chargeId = first.json.chargeId ?? ''
    const withdraw = { action: 'withdraw', chargeId, reason: 'Mistaken toll' }
    expect((await post(booking.id, withdraw, { cookie: staff.agent.cookie })).status).toBe(403)
    expect(await post(booking.id, withdraw, { cookie: staff.manager.cookie })).toMatchObject({
      status: 409,
      json: { errors: [{ message: expect.stringContaining('Refund it first') }] },
    })
  })

  it('is withdrawn while unpaid with a reason: owed no more, the renter told, audited', async () => {
    const booking = await returnedBooking()
    const added = await addLaterCharge({
      payload,
      bookingId: booking.id,
      actor: staff.agent.actor,
      requestKey: randomUUID(),
      now: new Date(),
      charge: { kind: 'fine', reference: 'LRH-88231', amount: 3_000_000, offenceDate: today() },
    })
    expect(added).toMatchObject({ isOk: true })
    if (!added.isOk) return
    const before = await moneyOf(booking.id)
    expect(before.later.unpaidIsk).toBe(3_350_000)
    const withdraw = { action: 'withdraw', chargeId: added.chargeId, reason: 'The speed camera caught another car.' }
    expect((await post(booking.id, { ...withdraw, reason: ' ' }, { cookie: staff.manager.cookie })).status).toBe(400)
    expect((await post(booking.id, withdraw, { cookie: staff.manager.cookie })).status).toBe(200)
    expect(await post(booking.id, withdraw, { cookie: staff.manager.cookie })).toMatchObject({
      status: 409,
      json: { errors: [{ message: expect.stringContaining('withdrawn already') }] },
    })
    expect(
      (await post(booking.id, { ...withdraw, chargeId: 'nothing' }, { cookie: staff.manager.cookie })).status,
    ).toBe(404)
    await performEffects({ payload })
    const after = await moneyOf(booking.id)
    expect(after.booking.laterCharges?.[0]).toMatchObject({
      status: 'withdrawn',
      withdrawnBy: staff.manager.user.email,
      withdrawal: withdraw.reason,
    })
    expect(after.later).toMatchObject({ unpaidIsk: 0, charges: [{ status: 'withdrawn' }] })
    expect(after.ledger?.dueIsk).toBe(before.ledger ? before.ledger.dueIsk - 3_350_000 : -1)
    const kinds = (
      await payload.find({ collection: 'outbox-messages', where: { booking: { equals: booking.id } }, depth: 0 })
    ).docs.map((mail) => mail.kind)
    expect(kinds).toEqual(expect.arrayContaining(['later-charge', 'later-charge-withdrawal']))
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { and: [{ booking: { equals: booking.id } }, { action: { equals: 'withdraw-later-charge' } }] },
      depth: 0,
    })
    expect(audit.docs.map((entry) => [entry.actorEmail, entry.reason])).toEqual([
      [staff.manager.user.email, withdraw.reason],
    ])
  })

  it('is listed for staff when it is still unpaid 14 days after the renter was told', async () => {
    const booking = await returnedBooking()
    const added = await addLaterCharge({
      payload,
      bookingId: booking.id,
      actor: staff.agent.actor,
      requestKey: randomUUID(),
      now: new Date(Date.now() - 15 * 86_400_000),
      charge: { kind: 'toll', reference: 'P-STAFF-15', amount: 90_000, offenceDate: today() },
    })
    expect(added).toMatchObject({ isOk: true })
    const rows = (await loadNeedsAttention(payload)).later.filter((row) => row.booking?.id === booking.id)
    expect(rows.map((row) => [row.what, row.amount])).toEqual([['Toll P-STAFF-15', expect.stringContaining('4,400')]])
    // Paid, it is no longer listed.
    expect(await pay(booking, `manage-${randomUUID()}`)).toMatchObject({ isOk: true })
    expect((await loadNeedsAttention(payload)).later.filter((row) => row.booking?.id === booking.id)).toEqual([])
  })

  it('is refused before the car is back', async () => {
    const booking = await returnedBooking({ isCheckedIn: false })
    const answer = await post(
      booking.id,
      { action: 'add', kind: 'toll', reference: 'X-1', amountIsk: '900', offenceDate: today() },
      { cookie: staff.agent.cookie },
    )
    expect(answer).toMatchObject({
      status: 409,
      json: { errors: [{ message: expect.stringContaining('checked in') }] },
    })
  })

  it('is not withdrawn while partly paid until that part is refunded: paid never exceeds owed', async () => {
    const booking = await returnedBooking()
    expect(await pay(booking, `manage-${randomUUID()}`)).toMatchObject({ isOk: true })
    // A toll of 3,000 kr. with the handling fee of 3,500: 6,500 kr., added 15 days ago.
    const added = await addLaterCharge({
      payload,
      bookingId: booking.id,
      actor: staff.agent.actor,
      requestKey: randomUUID(),
      now: new Date(Date.now() - 15 * 86_400_000),
      charge: { kind: 'toll', reference: 'PART-3000', amount: 300_000, offenceDate: today() },
    })
    if (!added.isOk) throw new Error(added.refusal.message)
    // The renter pays 3,000 kr. of it (a payment of a given amount: the kiosk, /api/payments).
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: {
        payments: [
          ...(stored.payments ?? []),
          {
            transactionId: `part-${randomUUID()}`,
            status: 'COLLECTED',
            provider: 'test',
            amount: 300_000,
            currency: 'ISK',
            createdAt: new Date().toISOString(),
          },
        ],
      },
    })
    const before = await moneyOf(booking.id)
    expect(before.ledger).toMatchObject({ laterIsk: 650_000, dueIsk: 350_000 })
    expect(before.later.charges[0]?.status).toBe('unpaid')

    // The payment-link e-mail and the receipt ask for what is left, tolls included, in ISK.
    const mail = await loadBookingMailData({ payload, bookingId: booking.id, locale: 'en' })
    expect(mail?.prices.due).toEqual({ amount: 350_000, currency: 'ISK' })
    if (!mail) return
    const rendered = renderBookingMail({
      kind: 'payment-link',
      data: mail,
      t: await mailTexts('en'),
      companyName: 'Vegur',
    })
    expect(rendered.text).toContain('3,500 kr.')

    // The desk: owing (the payment link is offered), the tolls and fines in the summary.
    const page = await loadBookingPage(payload, booking.id)
    expect(page?.isOwing).toBe(true)
    expect(page?.ledger.summary).toMatchObject({ laterIsk: '6,500 kr.', dueIsk: '3,500 kr.' })

    // Needs attention shows what is still unpaid of it.
    const rows = (await loadNeedsAttention(payload)).later.filter((row) => row.booking?.id === booking.id)
    expect(rows.map((row) => row.amount)).toEqual([expect.stringContaining('3,500')])

    // Withdrawn now, 3,000 kr. would be paid beyond what is owed: refused, naming the amount.
    const withdraw = { action: 'withdraw', chargeId: added.chargeId, reason: 'Not our car' }
    const refusedAnswer = await post(booking.id, withdraw, { cookie: staff.manager.cookie })
    expect(refusedAnswer).toMatchObject({
      status: 409,
      json: { errors: [{ message: expect.stringContaining('Refund it first: 3,000 kr.') }] },
    })
    const refund = (amount: number) =>
      refundByStaff({
        payload,
        bookingId: booking.id,
        amount,
        reason: 'Toll withdrawn',
        actor: staff.manager.actor,
        canApprove: true,
        limit: Number.MAX_SAFE_INTEGER,
        requestKey: randomUUID(),
        now: new Date(),
      })
    // A part refunded: the rest still to refund first.
    expect(await refund(100_000)).toMatchObject({ isOk: true })
    expect(await post(booking.id, withdraw, { cookie: staff.manager.cookie })).toMatchObject({
      status: 409,
      json: { errors: [{ message: expect.stringContaining('Refund it first: 2,000 kr.') }] },
    })
    expect(await refund(200_000)).toMatchObject({ isOk: true })
    expect((await post(booking.id, withdraw, { cookie: staff.manager.cookie })).status).toBe(200)
    const after = await moneyOf(booking.id)
    expect(after.ledger).toMatchObject({ laterIsk: 0, dueIsk: 0 })
    expect(after.ledger?.paidIsk).toBe(after.ledger?.totalIsk)
  })
})

describe('a unit block moved to another unit', () => {
  it('is recorded under both units', async () => {
    const units = await payload.find({
      collection: 'vehicles',
      where: { registration: { in: ['EC104', 'EC105'] } },
      sort: 'registration',
      depth: 0,
    })
    const [from, to] = units.docs
    if (!from || !to) throw new Error('no units')
    const block = await payload.create({
      collection: 'unit-blocks',
      data: {
        vehicle: from.id,
        reason: 'maintenance',
        startsAt: '2030-02-01T08:00:00.000Z',
        endsAt: '2030-02-01T16:00:00.000Z',
      },
    })
    await payload.update({ collection: 'unit-blocks', id: block.id, data: { vehicle: to.id } })
    const moved = async (unitId: number) =>
      (
        await payload.find({
          collection: 'audit-entries',
          where: { and: [{ unit: { equals: unitId } }, { action: { equals: 'change-unit-block' } }] },
          depth: 0,
        })
      ).docs.map((entry) => [entry.unitRegistration, entry.changes])
    const change = { block: { before: null, after: block.id }, vehicle: { before: from.id, after: to.id } }
    expect(await moved(from.id)).toEqual([[from.registration, change]])
    expect(await moved(to.id)).toEqual([[to.registration, change]])
  })
})
