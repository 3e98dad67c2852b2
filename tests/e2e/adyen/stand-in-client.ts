// What the Adyen tests use besides the browser: the stand-in's control API (plan a session's
// notifications, release them, read Adyen's record), the booking as staff read it through the REST
// API (its ledger), and the e-mails the app wrote to its outbox.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

import type { SessionPlan, StandInDelivery, StandInRecord } from './hosted-stand-in'
import { adyenPorts } from './settings'

const STAND_IN = `http://127.0.0.1:${adyenPorts().standIn}`
/** The Adyen app's data folder (playwright.config.ts): its outbox of .eml files is under it. */
const DATA_DIR = path.resolve('data/e2e-adyen')
const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }

async function control<T>(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${STAND_IN}/_control${pathname}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`stand-in ${method} ${pathname}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export const standIn = {
  origin: STAND_IN,
  plan: (id: string, plan: Partial<SessionPlan>) => control<StandInRecord>('POST', `/sessions/${id}/plan`, plan),
  release: (id: string) => control<StandInRecord>('POST', `/sessions/${id}/release`),
  record: (id: string) => control<StandInRecord>('GET', `/sessions/${id}`),
  /** A notification that is not Adyen's, for session `id`: what the app answered. */
  forge: (id: string, signature: 'wrong-key' | 'none' | 'no-auth') =>
    control<StandInDelivery>('POST', `/sessions/${id}/forge`, { signature }),
  /** Requests Adyen would have refused, or that are not ones the adapter may send. */
  problems: () => control<string[]>('GET', '/problems'),
}

/** The session id in the hosted page's address. */
export function sessionIdOf(url: string): string {
  const id = new URL(url).pathname.split('/').at(-1) ?? ''
  expect(id).toMatch(/^CS/)
  return id
}

/** Waits until every notification of the session has been delivered and answered [accepted] `times` times. */
export async function allDelivered(id: string, times = 1): Promise<StandInRecord> {
  let record = await standIn.record(id)
  await expect
    .poll(
      async () => {
        record = await standIn.record(id)
        return record.notifications.map((item) => item.deliveries.filter((d) => d.text === '[accepted]').length)
      },
      { timeout: 30_000 },
    )
    .toEqual(record.notifications.map(() => times))
  return standIn.record(id)
}

export type StaffBooking = {
  id: number
  number: string
  status: string
  currency: string
  totals: { total: number; totalPaid: number }
  payments?: { transactionId: string; status: string; amount: number; provider?: string; maskedPan?: string }[]
  refunds?: { transactionId: string; status: string; amount: number; refundId?: string; reason: string; kind: string }[]
}

export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

/** The booking `number` as staff read it: its ledger (payments, refunds, totals). */
export async function staffBooking(request: APIRequestContext, number: string): Promise<StaffBooking> {
  const headers = await staffHeaders(request)
  const found = await request.get(`/api/bookings?where[number][equals]=${encodeURIComponent(number)}&depth=0`, {
    headers,
  })
  expect(found.status()).toBe(200)
  const booking = ((await found.json()) as { docs: StaffBooking[] }).docs[0]
  if (!booking) throw new Error(`no booking ${number}`)
  return booking
}

export type SentMail = { kind: string; subject: string; to: string; text: string }

/** The e-mails the app sent about booking `id`, oldest first, with their text decoded. */
export async function mailsOf(request: APIRequestContext, id: number): Promise<SentMail[]> {
  const headers = await staffHeaders(request)
  const listed = await request.get(
    `/api/outbox-messages?where[booking][equals]=${id}&depth=0&limit=50&sort=createdAt`,
    {
      headers,
    },
  )
  const docs = ((await listed.json()) as { docs: { kind: string; subject: string; to: string; filePath: string }[] })
    .docs
  return Promise.all(
    docs.map(async (doc) => {
      const file = path.isAbsolute(doc.filePath) ? doc.filePath : path.join(DATA_DIR, doc.filePath)
      return { kind: doc.kind, subject: doc.subject, to: doc.to, text: mailText(await readFile(file, 'utf8')) }
    }),
  )
}

/** The message's quoted-printable text decoded (soft breaks joined), whitespace folded. */
function mailText(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\s+/g, ' ')
}

/** ISK in Adyen's minor units (hundredths) as the site writes krónur: 123,456 (no decimals). */
export function kronur(value: number): string {
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(value / 100)
}
