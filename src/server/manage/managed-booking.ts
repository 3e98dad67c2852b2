import 'server-only'

import { redirect } from 'next/navigation'

import { isSameChoice, serviceChanges, type ServiceChange, type ServiceChoice } from '@/domain/booking/manage-changes'
import {
  cancellationGiveBack,
  givenBackOf,
  type CancellationGiveBack,
  type GivenBack,
} from '@/domain/booking/manage-refunds'
import { twoCurrencies, type TwoCurrencies } from '@/domain/booking/cancellation-notice'
import { bookingLedger } from '@/domain/payments/booking-ledger'
import { overpaymentGiveBacks } from '@/domain/payments/overpayment'
import type { Locale } from '@/i18n/locales'
import { bookingRates } from '@/server/bookings/money/booking-rates'
import { loadBookingMailData, type BookingMailData } from '@/server/mail/booking-mail-data'
import { chargesOf, laterOwedOf, refundsOf } from '@/server/bookings/money/booking-money'
import { payloadClient } from '@/server/payload'
import { findBookingByVoucherAndName, relationId } from '@/server/bookings/booking-load'
import { repriceBooking } from '@/server/rental/booking-reprice'
import { storedSelections } from '@/server/rental/booking-store'
import { toBookingView, type BookingView, type StoredBooking } from '@/server/rental/booking-view'
import { activeServices, findCategory } from '@/server/rental/catalogue'
import type { RentalCategory } from '@/server/rental/mappers/category'
import type { RentalService } from '@/server/rental/mappers/service'

import { readManageAccess, readManageDraft, type ManageAccess, type ManageDraft } from './manage-cookies'
import { manageDeposit, type ManageDeposit } from './manage-deposit'
import { manageLaterCharges, type ManageLaterCharges } from './manage-later-charges'
import { manageHref } from './manage-paths'

/** Totals in the booking's currency, minor units. */
type ManageTotals = { readonly total: number; readonly paid: number; readonly balance: number }

/** Where, when and how the car is picked up and returned, and whom to call: in the page's language. */
export type ManagePickup = Pick<
  BookingMailData,
  'officeOut' | 'officeIn' | 'pickupAt' | 'returnAt' | 'handover' | 'deposit'
>

/** The booking being managed: as saved, and as it would be with the unsaved changes. */
export type ManagedBooking = {
  readonly access: ManageAccess
  /** The booking as it would be with the unsaved changes (the booking as saved when there are none). */
  readonly booking: StoredBooking
  /** The view of `booking`: the steps and the live summary show it. */
  readonly view: BookingView
  /** The booking as saved. */
  readonly savedView: BookingView
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
  readonly pickup: ManagePickup
  /** The refunds and releases recorded on the booking, in its currency. */
  readonly givenBack: readonly GivenBack[]
  /**
   * What saving the changes refunds to the card: ISK as charged and in the booking's currency, the
   * amount the change command gives back; undefined when nothing would be.
   */
  readonly refundOnSave: TwoCurrencies | undefined
  /** What cancelling now would give back, in the booking's currency. */
  readonly onCancel: CancellationGiveBack
  /** The booking's cancellation terms now: free until when or the fee, with the refund, and in one sentence. */
  readonly cancellation: Pick<BookingMailData, 'cancellationTerms' | 'cancellationNotice' | 'cancellationText'>
  /** The deposit held on the card: held, released or captured in part, and whether it can be held online now. */
  readonly deposit: ManageDeposit
  /** Tolls and fines that came after the return (ADR 032), and everything a payment now charges. */
  readonly later: ManageLaterCharges
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
  const [category, services, storedDraft, mailData, rates, heldDeposit] = await Promise.all([
    findCategory({ payload, id: relationId(booking.carCategory), locale: params.locale }),
    activeServices({ payload, locale: params.locale }),
    readManageDraft(booking.voucherNumber),
    loadBookingMailData({ payload, bookingId: booking.id, locale: params.locale, now: params.now }),
    bookingRates(booking),
    manageDeposit({ payload, booking, now: params.now }),
  ])
  if (!category || !mailData) return undefined
  const booked = storedSelections(booking)
  const draft = storedDraft ?? { voucherNumber: booking.voucherNumber, services: booked, submitted: [] }
  const saved = totalsOf(booking.totals?.total ?? 0, booking.totals?.totalPaid ?? 0)
  let changed = saved
  let current: StoredBooking = booking
  if (!isSameChoice(booked, draft.services)) {
    const repriced = await repriceBooking({
      payload,
      booking,
      changes: { services: draft.services },
      locale: params.locale,
      now: params.now,
    })
    if (repriced.isOk) {
      const { services: lines, totals } = repriced.value.data
      changed = totalsOf(totals?.total ?? 0, saved.paid)
      current = { ...booking, services: lines ?? booking.services, totals: { ...totals, totalPaid: saved.paid } }
    }
  }
  const { officeOut, officeIn, pickupAt, returnAt, handover, deposit } = mailData
  return {
    access,
    booking: current,
    view: toBookingView({ booking: current, category, services, isPrivate: true }),
    savedView: toBookingView({ booking, category, services, isPrivate: true }),
    category,
    services,
    draft,
    booked,
    choices: draft.services,
    changes: serviceChanges(booked, draft.services),
    saved,
    changed,
    pickup: { officeOut, officeIn, pickupAt, returnAt, handover, deposit },
    givenBack: givenBackOf({ refunds: refundsOf(booking), currency: booking.currency, rates }),
    refundOnSave: refundOnSave({ booking, total: changed.total, rates }),
    onCancel: cancellationGiveBack({
      charges: chargesOf(booking),
      refunds: refundsOf(booking),
      currency: booking.currency,
      rates,
    }),
    cancellation: {
      cancellationTerms: mailData.cancellationTerms,
      cancellationNotice: mailData.cancellationNotice,
      cancellationText: mailData.cancellationText,
    },
    deposit: heldDeposit,
    later: manageLaterCharges(booking, rates),
  }
}

/** The guard of every manage page: without a managed booking, back to the look-up form. */
export async function requireManagedBooking(params: { locale: Locale; now?: Date }): Promise<ManagedBooking> {
  const managed = await loadManagedBooking({ locale: params.locale, now: params.now ?? new Date() })
  if (!managed) redirect(manageHref({ page: 'entry', locale: params.locale }))
  return managed
}

function refundOnSave(params: {
  booking: StoredBooking
  total: number
  rates: Awaited<ReturnType<typeof bookingRates>>
}): TwoCurrencies | undefined {
  const { booking, rates } = params
  const charges = chargesOf(booking)
  const refunds = refundsOf(booking)
  // What is owed: the changed total and the later tolls and fines (ADR 032), whose money stays.
  const ledger = bookingLedger({
    total: { amount: params.total, currency: booking.currency },
    charges,
    refunds,
    rates,
    laterIsk: laterOwedOf(booking),
  })
  if (!ledger) return undefined
  const isk = overpaymentGiveBacks({ ledger, charges, refunds })
    .filter((giveBack) => giveBack.kind === 'refund')
    .reduce((sum, giveBack) => sum + giveBack.amount, 0)
  return isk > 0 ? twoCurrencies({ isk, currency: booking.currency, rates }) : undefined
}

function totalsOf(total: number, paid: number): ManageTotals {
  return { total, paid, balance: Math.max(0, total - paid) }
}
