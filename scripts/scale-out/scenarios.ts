/** The four claims of issue 15 item 10, each checked across two app servers. */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { postJson, visitorIp, visitorToken, type Answer } from './client'
import { bookNow, FLOW_DATES } from './flow'
import { betweenSweeps, confirmedOn, holdsToLapse, leaveOneCar, type LastCar } from './fixtures'
import type { ServerAddress } from './servers'

export type Check = { readonly claim: string; readonly figures: string; readonly isPassed: boolean }

type Servers = readonly [ServerAddress, ServerAddress]
const across = <T>(servers: Servers, n: number) => servers[n % 2] as T & ServerAddress

/** The burst is fired at least this long before the next sweep of lapsed holds. */
const BURST_CLEAR_MS = 30_000

type SaveAnswer = { success: boolean; bookingId?: number; bookingNumber?: string; error?: { code: string } }

/** 100 visitors on both servers press "Book" for the last car at the same moment: one booking. */
export async function lastCarSoldOnce(params: {
  payload: Payload
  servers: Servers
  car: LastCar
  units: number
}): Promise<Check & { winner?: { voucherNumber: string; lastName: string } }> {
  const { payload, servers, car } = params
  await leaveOneCar({ payload, car, units: params.units })
  const { holds, lapse } = await holdsToLapse({ payload, car, count: 100 })
  const tokens = await Promise.all(holds.map((_, n) => visitorToken(across(servers, n), visitorIp(n))))
  await betweenSweeps(BURST_CLEAR_MS)
  await lapse()
  const started = performance.now()
  const answers = await Promise.all(
    holds.map((hold, n) =>
      postJson<SaveAnswer>({
        server: across(servers, n),
        path: '/api/renteon-booking-save',
        visitorIp: visitorIp(n),
        headers: { authorization: `Bearer ${tokens[n] ?? ''}` },
        body: {
          BookingId: hold.id,
          voucher: hold.voucherNumber,
          client: {
            firstName: 'Racer',
            lastName: `Scale ${String.fromCharCode(65 + (n % 26))}`,
            email: `racer${n}@example.com`,
            phone: '+354 555 0000',
            country: 'IS',
          },
        },
      }),
    ),
  )
  const ms = performance.now() - started
  const count = (status: number) => answers.filter((answer) => answer.status === status).length
  const serverErrors = answers.filter((answer) => answer.status >= 500).length
  // A save that reached its hold only after a sweep marked it expired is refused too (slow machines).
  const isExpired = (answer: Answer<SaveAnswer>) =>
    answer.status === 404 && answer.body.error?.code === 'NO_TEMPORARY_BOOKING'
  const expired = answers.filter(isExpired).length
  const confirmed = await confirmedOn(payload, car)
  const others = answers.filter((answer) => answer.status !== 200 && answer.status !== 409 && !isExpired(answer))
  if (others[0])
    console.log(`      first other answer: ${others[0].status} ${JSON.stringify(others[0].body).slice(0, 300)}`)
  const winnerAt = answers.findIndex((answer) => answer.status === 200)
  const winnerHold = holds[winnerAt]
  return {
    claim: '100 concurrent saves for the last car give exactly one booking',
    figures: `200: ${count(200)}, 409: ${count(409)}, 404 (hold expired by a sweep meanwhile): ${expired}, 5xx: ${serverErrors}, confirmed on the car: ${confirmed}/${params.units} units, ${Math.round(ms)} ms`,
    isPassed: count(200) === 1 && count(409) + expired === 99 && serverErrors === 0 && confirmed === params.units,
    ...(winnerHold && {
      winner: {
        voucherNumber: winnerHold.voucherNumber,
        lastName: `Scale ${String.fromCharCode(65 + (winnerAt % 26))}`,
      },
    }),
  }
}

/** Five wrong last names spread over both servers; the sixth try is refused on either, even when right. */
export async function lookupLimitShared(params: {
  servers: Servers
  booking: { voucherNumber: string; lastName: string }
}): Promise<Check> {
  const { servers, booking } = params
  // A new address each time: only the per-voucher count can refuse.
  const ipOf = (n: number) => `203.0.113.${n + 10}`
  const tokens = await Promise.all(Array.from({ length: 7 }, (_, n) => visitorToken(across(servers, n), ipOf(n))))
  const open = (n: number, identifier: string) =>
    postJson<{ success: boolean; error?: { code: string } }>({
      server: across(servers, n),
      path: '/api/renteon-exbooking-open',
      visitorIp: ipOf(n),
      headers: { authorization: `Bearer ${tokens[n] ?? ''}` },
      body: { VoucherNumber: booking.voucherNumber, identifier, locale: 'en' },
    })
  const wrong: number[] = []
  for (let n = 0; n < 5; n += 1) wrong.push((await open(n, `Wrong${n}`)).status)
  const sixth = await open(5, booking.lastName)
  const seventh = await open(6, booking.lastName)
  return {
    claim: 'the 6th failed look-up on a voucher is refused whichever server gets it',
    figures: `wrong tries: ${wrong.join(', ')}; 6th (right name, ${across(servers, 5).name}): ${sixth.status}; 7th (${across(servers, 6).name}): ${seventh.status}`,
    isPassed:
      wrong.every((status) => status >= 400 && status < 500 && status !== 429) &&
      sixth.status === 429 &&
      seventh.status === 429,
  }
}

/** One Idempotency-Key sent ten times to both servers at once: one charge, one answer. */
export async function oneChargePerKey(params: {
  payload: Payload
  servers: Servers
  categoryId: number
  officeCode: string
}): Promise<Check> {
  const { payload, servers } = params
  const [first, second] = servers
  const ip = visitorIp(200)
  const token = await visitorToken(first, ip)
  const auth = { authorization: `Bearer ${token}` }
  const created = await postJson<{ success: boolean; data?: { BookingId: number; VoucherNumber: string } }>({
    server: first,
    path: '/api/renteon-booking-create',
    visitorIp: ip,
    headers: auth,
    body: {
      CarCategoryId: params.categoryId,
      OfficeOutId: params.officeCode,
      DateOut: '2027-10-05T10:00',
      DateIn: '2027-10-08T10:00',
      BookingTypeId: 3,
      locale: 'en',
    },
  })
  const hold = created.body.data
  if (!hold) return { claim: 'one payment per Idempotency-Key', figures: `create: ${created.status}`, isPassed: false }
  const saved = await postJson<SaveAnswer>({
    server: second,
    path: '/api/renteon-booking-save',
    visitorIp: ip,
    headers: auth,
    body: {
      BookingId: hold.BookingId,
      voucher: hold.VoucherNumber,
      BookingTypeId: 3,
      client: {
        firstName: 'Pay',
        lastName: 'Once',
        email: 'pay.once@example.com',
        phone: '+354 555 0001',
        country: 'IS',
      },
    },
  })
  if (saved.status !== 200)
    return { claim: 'one payment per Idempotency-Key', figures: `save: ${saved.status}`, isPassed: false }
  const key = `scale-${randomUUID()}`
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      postJson<{ success: boolean; data?: { reference: string; status: string } }>({
        server: across(servers, n),
        path: '/api/payments',
        visitorIp: ip,
        headers: { ...auth, 'idempotency-key': key },
        body: {
          BookingId: hold.BookingId,
          VoucherNumber: hold.VoucherNumber,
          card: { cardNumber: '4242424242424242', cvc: '123', expiry: '12/2030', cardholderName: 'Pay Once' },
        },
      }),
    ),
  )
  const references = new Set(answers.map((answer) => answer.body.data?.reference).filter(Boolean))
  const booking = await payload.findByID({ collection: 'bookings', id: hold.BookingId, depth: 0 })
  const collected = (booking.payments ?? []).filter((payment) => payment.status === 'COLLECTED').length
  const statuses = answers.map((answer) => answer.status)
  return {
    claim: 'one payment per Idempotency-Key',
    figures: `answers: ${statuses.join(',')}; distinct references: ${references.size}; collected payments on the booking: ${collected}`,
    isPassed: statuses.every((status) => status === 200) && references.size === 1 && collected === 1,
  }
}

type AvailabilityAnswer = { data?: { carCategories?: { CarCategoryId: number; rateStatus: string }[] } }

async function isFree(server: ServerAddress, categoryId: number, ip: string): Promise<boolean> {
  const token = await visitorToken(server, ip)
  const answer = await postJson<AvailabilityAnswer>({
    server,
    path: '/api/renteon-availability',
    visitorIp: ip,
    headers: { authorization: `Bearer ${token}` },
    body: { OfficeOutId: 'brimb1', ...FLOW_DATES, driverAge: 30, locale: 'en' },
  })
  const found = (answer.body.data?.carCategories ?? []).find((category) => category.CarCategoryId === categoryId)
  return found?.rateStatus === 'AVAILABLE'
}

/** A visitor holds the last car on one server, then chooses another car on the other: it is free on the first. */
export async function holdReleasedAcross(params: {
  payload: Payload
  servers: Servers
  car: LastCar
  units: number
  otherCategoryId: number
}): Promise<Check> {
  const { payload, servers, car } = params
  const [first, second] = servers
  await leaveOneCar({ payload, car, units: params.units })
  const ip = visitorIp(220)
  const freeBefore = await isFree(second, car.categoryId, ip)
  const held = await bookNow({ server: first, categoryId: car.categoryId, visitorIp: ip })
  const freeWhileHeld = await isFree(second, car.categoryId, ip)
  await bookNow({ server: second, categoryId: params.otherCategoryId, visitorIp: ip, cookie: held.cookie })
  const freeAfter = await isFree(first, car.categoryId, ip)
  return {
    claim: 'a hold released on one server is free on the other',
    figures: `free before: ${freeBefore}; held on ${first.name} → free on ${second.name}: ${freeWhileHeld}; another car chosen on ${second.name} → free on ${first.name}: ${freeAfter}`,
    isPassed: freeBefore && !freeWhileHeld && freeAfter && held.location.includes('/booking/protection'),
  }
}
