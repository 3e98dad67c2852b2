import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as claimsRoute } from '@/app/api/booking-claims/[id]/route'
import { POST as checkInRoute } from '@/app/api/booking-check-ins/[id]/route'
import { POST as depositAction } from '@/app/api/booking-deposits/[id]/route'
import { loadBookingPage } from '@/cms/admin/BookingsConsole/booking-page-data'
import { env } from '@/env'
import type { User } from '@/payload-types'
import { recordCheckIn, type CheckInRecord } from '@/server/bookings/commands/check-in'
import { recordCheckOut } from '@/server/bookings/commands/check-out'
import {
  addReturnCharge,
  decideClaim,
  objectToClaim,
  sendClaimNotice,
  settleDueClaim,
  withdrawClaim,
} from '@/server/bookings/commands/damage-claim'
import { performEffects } from '@/server/bookings/effects/perform-effects'
import { readHandoverPhoto } from '@/server/bookings/handover-photos'

import { bookingOf, type DeskPerson } from './desk-fixture'
import { bootPayload } from './payload'
import { TEST_CVC } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

/**
 * Issue 32, check-in: the car's return recorded through the bookings module, the charges it
 * computes with their evidence, the damage claim and its clock (notice within 10 days, 20 days to
 * object), the renter's objection, a manager's decision and the deposit captured in part.
 */

type StaffRole = 'agent' | 'manager'
let payload: Payload
let fleet: RentalFixture
let staff: Record<StaffRole, { user: User; cookie: string; actor: { userId: number; email: string } }>
let dentId: number
let scratchId: number

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

function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
}

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 6, suv: 1, van: 1 })
  await payload.update({
    collection: 'services',
    where: { group: { equals: 'protection' } },
    data: { deposit: 200_000 },
  })
  await payload.updateGlobal({
    slug: 'rental-rules',
    data: { returnCharges: { refuelPerEighth: 2500, extraKmPrice: 50, lateGraceMinutes: 59, handlingFee: 3500 } },
  })
  dentId = (await payload.create({ collection: 'damage-prices', data: { name: 'Dent, door', price: 45_000 } })).id
  scratchId = (await payload.create({ collection: 'damage-prices', data: { name: 'Scratch, panel', price: 18_000 } }))
    .id
  staff = { agent: await staffMember('agent'), manager: await staffMember('manager') }
})

let people = 0
const person = (): DeskPerson => {
  people += 1
  return {
    firstName: 'Anna',
    lastName: `Return${'abcdefghijklmnopqrstuvwxyz'[people % 26] ?? 'z'}`,
    email: `anna${String(people)}@example.com`,
    phone: '+354 555 0104',
  }
}

/** A booking checked out at `outAt` (picked up at `pickup`, two days), its unit's odometer at 30,000 km. */
async function checkedOut(pickup: Date, outAt: Date, isPayAtPickup = false) {
  const renter = person()
  const booking = await bookingOf({ person: renter, out: pickup, categoryId: fleet.categoryIds.economy, isPayAtPickup })
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
    now: outAt,
    record: {
      vehicleId: unit.id,
      mileage: 30_000,
      fuelEighths: 8,
      licenceChecked: true,
      extraDriversPresent: false,
      damage: [{ note: 'Old scratch on the bonnet', photo: await photo('#aaa') }],
    },
  })
  if (!out.isOk) throw new Error(`check-out refused: ${out.refusal.message}`)
  return { id: booking.BookingId, voucher: booking.VoucherNumber, renter, unitId: unit.id }
}

const record = (changes: Partial<CheckInRecord> = {}): CheckInRecord => ({
  returnedAt: new Date('2028-05-03T11:30:00Z'),
  mileage: 30_640,
  fuelEighths: 5,
  damage: [],
  sendNotice: false,
  ...changes,
})

describe('check-in with a fixed clock', () => {
  const pickup = new Date('2028-05-01T10:00:00Z')
  const outAt = new Date('2028-05-01T09:40:00Z')
  const inAt = new Date('2028-05-03T12:00:00Z')

  it('records the return once with its charges and evidence, never below the check-out odometer', async () => {
    const booking = await checkedOut(pickup, outAt)
    const checkIn = (changes: Partial<CheckInRecord> = {}) =>
      recordCheckIn({ payload, bookingId: booking.id, actor: staff.agent.actor, now: inAt, record: record(changes) })
    expect(await checkIn({ mileage: 29_999 })).toMatchObject({
      isOk: false,
      refusal: { code: 'MILEAGE_BELOW_CHECK_OUT' },
    })
    expect(await checkIn({ damage: [{ note: 'Dent', priceItemId: dentId }] })).toMatchObject({
      isOk: false,
      refusal: { code: 'DAMAGE_WITHOUT_PHOTO' },
    })
    const done = await checkIn({
      damage: [{ note: 'Dent in the left rear door', photo: await photo('#c33'), priceItemId: dentId }],
    })
    expect(done).toMatchObject({ isOk: true, claim: 'open' })
    if (!done.isOk) return
    expect(done.charges.map((charge) => [charge.kind, charge.amount])).toEqual([
      ['fuel', 3 * 250_000],
      ['late-return', 643_900],
      ['damage', 4_500_000],
    ])
    // 1 h 30 min after the booked return, past the 59 minutes' grace: one more rental day of its own rent.
    expect(done.charges[1]?.evidence).toBe(
      'Returned 1 h 30 min after the booked return (grace 59 min): 1 extra rental day × 6,439 kr.',
    )
    expect(done.charges[0]?.evidence).toBe('Fuel 8/8 at check-out, 5/8 at return: 3 eighths × 2,500 kr.')
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(stored.checkIn).toMatchObject({ mileage: 30_640, fuelEighths: 5, recordedBy: staff.agent.user.email })
    expect(stored.checkIn?.damage?.[0]).toMatchObject({ note: 'Dent in the left rear door', priceItem: dentId })
    expect(stored.damageClaim).toMatchObject({
      status: 'open',
      amount: 750_000 + 643_900 + 4_500_000,
      noticeDueBy: '2028-05-13T23:59:59.999Z',
      noticeSentAt: null,
    })
    expect((await payload.findByID({ collection: 'vehicles', id: booking.unitId })).mileage).toBe(30_640)
    const photoDoc = await payload.findByID({ collection: 'handover-photos', id: done.photoIds[0] ?? -1, depth: 0 })
    expect(photoDoc.stage).toBe('check-in')
    expect(await checkIn()).toMatchObject({ isOk: false, refusal: { code: 'ALREADY_CHECKED_IN' } })
  })

  it('adds a toll with its handling fee before the notice, sends the notice on the 10th day and starts the 20', async () => {
    const booking = await checkedOut(pickup, outAt)
    const done = await recordCheckIn({
      payload,
      bookingId: booking.id,
      actor: staff.agent.actor,
      now: inAt,
      record: record({ fuelEighths: 8, damage: [], returnedAt: new Date('2028-05-03T10:45:00Z') }),
    })
    expect(done).toMatchObject({ isOk: true, claim: undefined, charges: [] })
    const tenthDay = new Date('2028-05-13T23:00:00Z')
    expect(
      await addReturnCharge({
        payload,
        bookingId: booking.id,
        actor: staff.agent.actor,
        now: tenthDay,
        charge: { kind: 'toll', amount: 100_000, reference: 'Vaðlaheiðargöng 2028-05-02' },
      }),
    ).toMatchObject({ isOk: true })
    expect(
      await sendClaimNotice({ payload, bookingId: booking.id, actor: staff.agent.actor, now: tenthDay }),
    ).toMatchObject({ isOk: true })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(stored.checkIn?.charges?.map((charge) => [charge.kind, charge.amount])).toEqual([['toll', 450_000]])
    expect(stored.damageClaim).toMatchObject({
      status: 'notified',
      amount: 450_000,
      noticeSentAt: '2028-05-13T23:00:00.000Z',
      objectionEndsAt: '2028-06-02T23:59:59.999Z',
    })
    // The window: open to its last millisecond, charged from the next day on.
    expect(
      await settleDueClaim({
        payload,
        bookingId: booking.id,
        actor: staff.agent.actor,
        now: new Date('2028-06-02T23:59:59.999Z'),
      }),
    ).toMatchObject({ isOk: false, refusal: { code: 'WINDOW_OPEN' } })
    expect(
      await objectToClaim({ payload, bookingId: booking.id, text: 'Late', now: new Date('2028-06-03T00:00:00Z') }),
    ).toMatchObject({ isOk: false, refusal: { code: 'OBJECTION_CLOSED' } })
    expect(
      await settleDueClaim({
        payload,
        bookingId: booking.id,
        actor: staff.agent.actor,
        now: new Date('2028-06-03T00:00:00Z'),
      }),
    ).toMatchObject({ isOk: true })
    const settled = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    // No deposit was held on this booking: the claim is settled with nothing taken from a hold.
    expect(settled.damageClaim).toMatchObject({ status: 'settled', chargedAmount: 0 })
  })

  it('lapses a claim whose notice did not go within 10 days of the return', async () => {
    const booking = await checkedOut(pickup, outAt)
    await recordCheckIn({
      payload,
      bookingId: booking.id,
      actor: staff.agent.actor,
      now: inAt,
      record: record({
        returnedAt: new Date('2028-05-03T10:45:00Z'),
        damage: [{ note: 'Scratch', photo: await photo('#3c3'), priceItemId: scratchId }],
      }),
    })
    const eleventhDay = new Date('2028-05-14T00:00:00Z')
    expect(
      await sendClaimNotice({ payload, bookingId: booking.id, actor: staff.agent.actor, now: eleventhDay }),
    ).toMatchObject({ isOk: false, refusal: { code: 'NOTICE_TOO_LATE' } })
    expect(
      await settleDueClaim({ payload, bookingId: booking.id, actor: staff.agent.actor, now: eleventhDay }),
    ).toMatchObject({ isOk: true })
    expect((await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })).damageClaim?.status).toBe(
      'lapsed',
    )
  })
})

describe('check-in, claim and deposit on the running clock', () => {
  const origin = new URL(env.SITE_URL).origin

  async function heldBooking() {
    const pickup = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000)
    const booking = await checkedOut(pickup, new Date(), true)
    const response = await depositAction(
      new Request(`${origin}/api/booking-deposits/${String(booking.id)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: staff.agent.cookie,
          origin,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          action: 'authorise',
          card: { cardNumber: '4000000000000077', cvc: TEST_CVC, expiry: '12/30', cardholderName: 'Anna Return' },
        }),
      }),
      { params: Promise.resolve({ id: String(booking.id) }) },
    )
    expect(response.status).toBe(200)
    return booking
  }

  async function sendForm(bookingId: number, form: FormData, cookie?: string) {
    const response = await checkInRoute(
      new Request(`${origin}/api/booking-check-ins/${String(bookingId)}`, {
        method: 'POST',
        headers: { origin, ...(cookie && { cookie }) },
        body: form,
      }),
      { params: Promise.resolve({ id: String(bookingId) }) },
    )
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  it('releases the deposit at check-in when there is nothing to claim, and e-mails the return report', async () => {
    const booking = await heldBooking()
    const form = new FormData()
    form.set('mileage', '30100')
    form.set('fuelEighths', '8')
    expect((await sendForm(booking.id, form)).status).toBe(403)
    const done = await sendForm(booking.id, form, staff.agent.cookie)
    expect(done).toMatchObject({ status: 200, json: { status: 'checked-in', claim: null, charges: [] } })
    await performEffects({ payload })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(stored.deposit).toMatchObject({ status: 'released', capturedAmount: 0 })
    const mails = await payload.find({ collection: 'outbox-messages', where: { booking: { equals: booking.id } } })
    expect(mails.docs.map((mail) => mail.kind)).toContain('return-report')
  })

  it('opens a claim for a new damage, takes the objection, and captures what the manager decides, releasing the rest', async () => {
    const booking = await heldBooking()
    const form = new FormData()
    form.set('mileage', '30250')
    form.set('fuelEighths', '8')
    form.set('sendNotice', 'on')
    form.set('note1', 'Dent in the left rear door')
    form.set('photo1', new Blob([new Uint8Array(await photo('#c33'))], { type: 'image/jpeg' }), 'dent.jpg')
    form.set('price1', String(dentId))
    const done = await sendForm(booking.id, form, staff.agent.cookie)
    expect(done).toMatchObject({ status: 200, json: { claim: 'notified' } })
    const photoId = (done.json.photoIds as number[])[0] ?? -1
    // The renter sees the return photo through their look-up; another visitor does not.
    const lastName = booking.renter.lastName
    expect(
      await readHandoverPhoto({
        payload,
        photoId,
        size: 'thumbnail',
        viewer: { kind: 'renter', voucherNumber: booking.voucher, lastName },
      }),
    ).toBeDefined()
    expect(
      await readHandoverPhoto({
        payload,
        photoId,
        size: 'full',
        viewer: { kind: 'renter', voucherNumber: booking.voucher, lastName: 'Other' },
      }),
    ).toBeUndefined()
    expect(await readHandoverPhoto({ payload, photoId, size: 'full', viewer: { kind: 'anyone' } })).toBeUndefined()
    // The deposit stays held while the claim runs.
    await performEffects({ payload })
    expect((await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })).deposit?.status).toBe('held')
    // No decision before an objection; an agent may not decide; the renter objects once.
    expect(
      await decideClaim({
        payload,
        bookingId: booking.id,
        actor: staff.manager.actor,
        amount: 0,
        reason: 'x',
        now: new Date(),
      }),
    ).toMatchObject({ isOk: false, refusal: { code: 'NOT_OBJECTED' } })
    expect(
      await objectToClaim({ payload, bookingId: booking.id, text: 'The dent was there at pickup.', now: new Date() }),
    ).toMatchObject({ isOk: true })
    expect(await objectToClaim({ payload, bookingId: booking.id, text: 'Again', now: new Date() })).toMatchObject({
      isOk: false,
      refusal: { code: 'NOT_NOTIFIED' },
    })
    expect(
      await decideClaim({
        payload,
        bookingId: booking.id,
        actor: staff.manager.actor,
        amount: 4_500_001,
        reason: 'More',
        now: new Date(),
      }),
    ).toMatchObject({ isOk: false, refusal: { code: 'BAD_DECISION' } })
    expect(
      await decideClaim({
        payload,
        bookingId: booking.id,
        actor: staff.manager.actor,
        amount: 2_000_000,
        reason: 'Half: the check-out photo shows a mark near the dent.',
        now: new Date(),
      }),
    ).toMatchObject({ isOk: true })
    await performEffects({ payload })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(stored.damageClaim).toMatchObject({ status: 'settled', decidedAmount: 2_000_000, chargedAmount: 2_000_000 })
    expect(stored.deposit).toMatchObject({ status: 'captured', capturedAmount: 2_000_000 })
    const page = await loadBookingPage(payload, booking.id)
    expect(page?.ledger.lines.map((line) => line.what)).toEqual([
      'Deposit authorised (held)',
      `Deposit captured: Damage claim of booking ${stored.number}`,
      'Deposit released (the rest)',
    ])
    const mails = await payload.find({
      collection: 'outbox-messages',
      where: { booking: { equals: booking.id } },
      sort: 'createdAt',
    })
    expect(mails.docs.map((mail) => mail.kind).filter((kind) => kind !== 'booking-confirmation')).toEqual(
      expect.arrayContaining(['return-report', 'claim-notice', 'claim-decision']),
    )
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: booking.id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(audit.docs.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['check-out', staff.agent.user.email],
      ['authorise-deposit', staff.agent.user.email],
      ['check-in', staff.agent.user.email],
      ['send-claim-notice', staff.agent.user.email],
      ['object-claim', `renter ${booking.renter.email}`],
      ['decide-claim', staff.manager.user.email],
    ])
  })

  it('lets only a manager or admin decide through the claims route; staff add a fine there', async () => {
    const booking = await heldBooking()
    const form = new FormData()
    form.set('mileage', '30100')
    form.set('fuelEighths', '7')
    expect((await sendForm(booking.id, form, staff.agent.cookie)).json).toMatchObject({ claim: 'open' })
    const act = async (cookie: string | undefined, body: unknown) => {
      const response = await claimsRoute(
        new Request(`${origin}/api/booking-claims/${String(booking.id)}`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json', ...(cookie && { cookie }) },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: String(booking.id) }) },
      )
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    }
    expect((await act(undefined, { action: 'send-notice' })).status).toBe(403)
    expect(
      (await act(staff.agent.cookie, { action: 'add-charge', kind: 'fine', amountIsk: 20000, reference: 'LRH-1' }))
        .status,
    ).toBe(200)
    expect((await act(staff.agent.cookie, { action: 'send-notice' })).status).toBe(200)
    expect(await objectToClaim({ payload, bookingId: booking.id, text: 'Not me', now: new Date() })).toMatchObject({
      isOk: true,
    })
    expect((await act(staff.agent.cookie, { action: 'decide', amountIsk: 0, reason: 'x' })).status).toBe(403)
    expect(
      (await act(staff.manager.cookie, { action: 'decide', amountIsk: 0, reason: 'Fine paid by the renter' })).status,
    ).toBe(200)
    await performEffects({ payload })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    // Fuel 7/8 (2,500 kr.) and the fine with its handling fee (23,500 kr.) claimed; nothing decided: released whole.
    expect(stored.damageClaim).toMatchObject({
      status: 'settled',
      amount: 2_600_000,
      decidedAmount: 0,
      chargedAmount: 0,
    })
    expect(stored.deposit?.status).toBe('released')
    // A settled claim cannot be withdrawn: 4xx with the reason.
    const late = await act(staff.manager.cookie, { action: 'withdraw', reason: 'Too late' })
    expect(late).toMatchObject({
      status: 409,
      json: { errors: [{ message: expect.stringContaining('can no longer be withdrawn') }] },
    })
  })

  it('lets a manager withdraw a notified claim with a reason: deposit released, audited, the renter e-mailed', async () => {
    const booking = await heldBooking()
    const form = new FormData()
    form.set('mileage', '30100')
    form.set('fuelEighths', '8')
    form.set('sendNotice', 'on')
    form.set('note1', 'Scratch on the right wing')
    form.set('photo1', new Blob([new Uint8Array(await photo('#3c3'))], { type: 'image/jpeg' }), 'scratch.jpg')
    form.set('price1', String(scratchId))
    expect((await sendForm(booking.id, form, staff.agent.cookie)).json).toMatchObject({ claim: 'notified' })
    await performEffects({ payload })
    const act = async (cookie: string, body: unknown) => {
      const response = await claimsRoute(
        new Request(`${origin}/api/booking-claims/${String(booking.id)}`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: String(booking.id) }) },
      )
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    }
    const reason = 'The check-out photo shows the same scratch.'
    // An agent may not withdraw; a withdrawal needs a reason.
    expect((await act(staff.agent.cookie, { action: 'withdraw', reason })).status).toBe(403)
    expect((await act(staff.manager.cookie, { action: 'withdraw', reason: '  ' })).status).toBe(400)
    expect((await act(staff.manager.cookie, { action: 'withdraw', reason })).status).toBe(200)
    await performEffects({ payload })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(stored.damageClaim).toMatchObject({
      status: 'dropped',
      amount: 1_800_000,
      withdrawnBy: staff.manager.user.email,
      withdrawal: reason,
      chargedAmount: 0,
    })
    expect(stored.deposit).toMatchObject({ status: 'released', capturedAmount: 0 })
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { and: [{ booking: { equals: booking.id } }, { action: { equals: 'withdraw-claim' } }] },
      depth: 0,
    })
    expect(audit.docs.map((entry) => [entry.actorEmail, entry.reason])).toEqual([[staff.manager.user.email, reason]])
    expect(audit.docs[0]?.changes).toMatchObject({ claim: { before: 'notified', after: 'dropped' } })
    const mails = await payload.find({
      collection: 'outbox-messages',
      where: { and: [{ booking: { equals: booking.id } }, { kind: { equals: 'claim-withdrawal' } }] },
      depth: 0,
    })
    expect(mails.docs).toHaveLength(1)
    // Once withdrawn it stays so: neither a second withdrawal nor the renter's objection.
    expect(await act(staff.manager.cookie, { action: 'withdraw', reason })).toMatchObject({
      status: 409,
      json: { errors: [{ message: expect.stringContaining('can no longer be withdrawn') }] },
    })
    expect(await objectToClaim({ payload, bookingId: booking.id, text: 'Late', now: new Date() })).toMatchObject({
      isOk: false,
      refusal: { code: 'NOT_NOTIFIED' },
    })
  })

  it('withdraws an open claim before its notice through the command; nothing to withdraw without a claim', async () => {
    const booking = await heldBooking()
    const form = new FormData()
    form.set('mileage', '30100')
    form.set('fuelEighths', '7')
    expect((await sendForm(booking.id, form, staff.agent.cookie)).json).toMatchObject({ claim: 'open' })
    const withdraw = (bookingId: number) =>
      withdrawClaim({ payload, bookingId, actor: staff.manager.actor, reason: 'Goodwill', now: new Date() })
    expect(await withdraw(booking.id)).toMatchObject({ isOk: true })
    await performEffects({ payload })
    expect((await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })).deposit?.status).toBe(
      'released',
    )
    const other = await heldBooking()
    const none = new FormData()
    none.set('mileage', '30100')
    none.set('fuelEighths', '8')
    expect((await sendForm(other.id, none, staff.agent.cookie)).json).toMatchObject({ claim: null })
    expect(await withdraw(other.id)).toMatchObject({ isOk: false, refusal: { code: 'NO_CLAIM' } })
  })
})

describe('retention of handover photos', () => {
  it("deletes the photos of returns older than the retention staff set, keeping a running claim's", async () => {
    const { purgeExpiredHandoverPhotos } = await import('@/server/bookings/handover-retention')
    const pickup = new Date('2028-08-01T10:00:00Z')
    const settledBooking = await checkedOut(pickup, new Date('2028-08-01T09:40:00Z'))
    const runningBooking = await checkedOut(pickup, new Date('2028-08-01T09:40:00Z'))
    const inAt = new Date('2028-08-03T10:30:00Z')
    for (const booking of [settledBooking, runningBooking]) {
      await recordCheckIn({
        payload,
        bookingId: booking.id,
        actor: staff.agent.actor,
        now: inAt,
        record: record({
          returnedAt: new Date('2028-08-03T10:20:00Z'),
          damage: [{ note: 'Chip', photo: await photo('#33c'), priceItemId: scratchId }],
        }),
      })
    }
    await settleDueClaim({
      payload,
      bookingId: settledBooking.id,
      actor: staff.agent.actor,
      now: new Date('2028-08-14T00:00:00Z'),
    })
    const photosOf = async (bookingId: number) =>
      (await payload.find({ collection: 'handover-photos', where: { booking: { equals: bookingId } }, depth: 0 }))
        .totalDocs
    expect(await photosOf(settledBooking.id)).toBe(2)
    await payload.updateGlobal({ slug: 'rental-rules', data: { handoverRetentionDays: 30 } })
    // 29 days after the return: kept.
    await purgeExpiredHandoverPhotos({ payload, now: new Date('2028-09-01T10:20:00Z') })
    expect(await photosOf(settledBooking.id)).toBe(2)
    // Past 30 days: the lapsed claim's photos go, the running (open) claim keeps its evidence.
    await purgeExpiredHandoverPhotos({ payload, now: new Date('2028-09-03T10:21:00Z') })
    expect(await photosOf(settledBooking.id)).toBe(0)
    expect(await photosOf(runningBooking.id)).toBe(2)
    const stored = await payload.findByID({ collection: 'bookings', id: settledBooking.id, depth: 0 })
    expect(stored.checkIn?.damage?.[0]).toMatchObject({ note: 'Chip', photo: null })
    await payload.updateGlobal({ slug: 'rental-rules', data: { handoverRetentionDays: 0 } })
    expect(await purgeExpiredHandoverPhotos({ payload, now: new Date('2030-01-01T00:00:00Z') })).toBe(0)
  })
})
