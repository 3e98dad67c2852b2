import 'server-only'

import { cookies } from 'next/headers'
import { z } from 'zod'

import { env, payloadSecret } from '@/env'

import { signCookieValue, verifyCookieValue } from './cookie-codec'

/** SPEC §6/§9: the reservation (voucher) cookie and the last-name cookie, kept 2 hours. */
const MANAGE_VOUCHER_COOKIE = 'vegur_manage_voucher'
const MANAGE_NAME_COOKIE = 'vegur_manage_name'
/** The changes not saved yet: chosen services and the steps submitted. */
const MANAGE_DRAFT_COOKIE = 'vegur_manage_draft'
const MANAGE_COOKIE_MAX_AGE_SECONDS = 2 * 60 * 60

const draftSchema = z.object({
  voucherNumber: z.string().min(1).max(64),
  services: z
    .array(z.object({ code: z.number().int(), quantity: z.number().int().min(0).max(99), isSelected: z.boolean() }))
    .max(50),
  submitted: z.array(z.enum(['protection', 'extras', 'detail'])).max(3),
})

export type ManageDraft = z.output<typeof draftSchema>
export type ManageAccess = { readonly voucherNumber: string; readonly lastName: string }

const cookieOptions = {
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:'),
  path: '/',
  maxAge: MANAGE_COOKIE_MAX_AGE_SECONDS,
}

/** The voucher number and last name of a successful look-up, when both cookies are there and ours. */
export async function readManageAccess(): Promise<ManageAccess | undefined> {
  const store = await cookies()
  const read = (name: string) => verifyCookieValue({ name, signed: store.get(name)?.value, secret: payloadSecret })
  const voucherNumber = read(MANAGE_VOUCHER_COOKIE)
  const lastName = read(MANAGE_NAME_COOKIE)
  return voucherNumber && lastName ? { voucherNumber, lastName } : undefined
}

/** Stores a successful look-up (server actions only). */
export async function writeManageAccess(access: ManageAccess): Promise<void> {
  const store = await cookies()
  const set = (name: string, value: string) =>
    store.set(name, signCookieValue({ name, value, secret: payloadSecret }), cookieOptions)
  set(MANAGE_VOUCHER_COOKIE, access.voucherNumber)
  set(MANAGE_NAME_COOKIE, access.lastName)
  store.delete(MANAGE_DRAFT_COOKIE)
}

/** The unsaved changes of the booking `voucherNumber`, if any. */
export async function readManageDraft(voucherNumber: string): Promise<ManageDraft | undefined> {
  const store = await cookies()
  const value = verifyCookieValue({
    name: MANAGE_DRAFT_COOKIE,
    signed: store.get(MANAGE_DRAFT_COOKIE)?.value,
    secret: payloadSecret,
  })
  if (!value) return undefined
  try {
    const parsed = draftSchema.safeParse(JSON.parse(value))
    return parsed.success && parsed.data.voucherNumber === voucherNumber ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export async function writeManageDraft(draft: ManageDraft): Promise<void> {
  const store = await cookies()
  const value = JSON.stringify(draftSchema.parse(draft))
  store.set(
    MANAGE_DRAFT_COOKIE,
    signCookieValue({ name: MANAGE_DRAFT_COOKIE, value, secret: payloadSecret }),
    cookieOptions,
  )
}

export async function clearManageDraft(): Promise<void> {
  const store = await cookies()
  store.delete(MANAGE_DRAFT_COOKIE)
}

/** Leaves manage mode: forgets the look-up and the unsaved changes. */
export async function clearManageAccess(): Promise<void> {
  const store = await cookies()
  for (const name of [MANAGE_VOUCHER_COOKIE, MANAGE_NAME_COOKIE, MANAGE_DRAFT_COOKIE]) store.delete(name)
}
