import 'server-only'

import { redirect } from 'next/navigation'

import { isSameChoice, serviceChanges, type ServiceChange, type ServiceChoice } from '@/domain/booking/manage-changes'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { findBookingByVoucherAndName, relationId } from '@/server/rental/booking-load'
import { repriceBooking } from '@/server/rental/booking-reprice'
import { storedSelections } from '@/server/rental/booking-store'
import { toBookingView, type BookingView, type StoredBooking } from '@/server/rental/booking-view'
import { activeServices, findCategory } from '@/server/rental/catalogue'
import type { RentalCategory } from '@/server/rental/mappers/category'
import type { RentalService } from '@/server/rental/mappers/service'

import { readManageAccess, readManageDraft, type ManageAccess, type ManageDraft } from './manage-cookies'
import { manageHref } from './manage-paths'

/** Totals in the booking's currency, minor units. */
type ManageTotals = { readonly total: number; readonly paid: number; readonly balance: number }

/** The booking being managed: as saved, and as it would be with the unsaved changes. */
export type ManagedBooking = {
  readonly access: ManageAccess
  readonly booking: StoredBooking
  readonly view: BookingView
  readonly category: RentalCategory
  readonly services: readonly RentalService[]
  readonly draft: ManageDraft
  /** The services chosen when the booking was last saved. */
  readonly booked: readonly ServiceChoice[]
  /** The services chosen now (the draft's, or the booked ones). */
  readonly choices: readonly ServiceChoice[]
  readonly changes: readonly ServiceChange[]
  readonly saved: ManageTotals
  /** The totals with the changes, priced again by the rental engine. */
  readonly changed: ManageTotals
}

/**
 * The booking named by the manage cookies, when it is still a confirmed booking with that voucher
 * and last name; undefined otherwise. Unsaved changes are priced live by the rental engine.
 */
export async function loadManagedBooking(params: { locale: Locale; now: Date }): Promise<ManagedBooking | undefined> {
  const access = await readManageAccess()
  if (!access) return undefined
  const payload = await payloadClient()
  const booking = await findBookingByVoucherAndName({ payload, ...access })
  if (!booking || booking.status !== 'confirmed') return undefined
  const [category, services, storedDraft] = await Promise.all([
    findCategory({ payload, id: relationId(booking.carCategory), locale: params.locale }),
    activeServices({ payload, locale: params.locale }),
    readManageDraft(booking.voucherNumber),
  ])
  if (!category) return undefined
  const booked = storedSelections(booking)
  const draft = storedDraft ?? { voucherNumber: booking.voucherNumber, services: booked, submitted: [] }
  const saved = totalsOf(booking.totals?.total ?? 0, booking.totals?.totalPaid ?? 0)
  let changed = saved
  if (!isSameChoice(booked, draft.services)) {
    const repriced = await repriceBooking({
      payload,
      booking,
      changes: { services: draft.services },
      locale: params.locale,
      now: params.now,
    })
    if (repriced.isOk) changed = totalsOf(repriced.value.data.totals?.total ?? 0, saved.paid)
  }
  return {
    access,
    booking,
    view: toBookingView({ booking, category, services, isPrivate: true }),
    category,
    services,
    draft,
    booked,
    choices: draft.services,
    changes: serviceChanges(booked, draft.services),
    saved,
    changed,
  }
}

/** The guard of every manage page: without a managed booking, back to the look-up form. */
export async function requireManagedBooking(params: { locale: Locale; now?: Date }): Promise<ManagedBooking> {
  const managed = await loadManagedBooking({ locale: params.locale, now: params.now ?? new Date() })
  if (!managed) redirect(manageHref({ page: 'entry', locale: params.locale }))
  return managed
}

function totalsOf(total: number, paid: number): ManageTotals {
  return { total, paid, balance: Math.max(0, total - paid) }
}
