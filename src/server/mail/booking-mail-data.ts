import 'server-only'

import type { Payload } from 'payload'

import type { CancellationTerms } from '@/domain/booking/cancellation'
import { cancellationNotice, type CancellationNotice } from '@/domain/booking/cancellation-notice'
import { bookingDeposit, ENGINE_CURRENCY } from '@/domain/booking/deposit'
import { env } from '@/env'
import { bookingHandovers, type BookingHandovers, type OfficeHandoverTexts } from '@/domain/booking/handover'
import type { Money } from '@/domain/money/money'
import { type Locale, localeOr } from '@/i18n/locales'
import { currentExchangeRates } from '@/server/exchange-rates'
import { findBookingByNumber } from '@/server/bookings/booking-load'
import { ledgerOf } from '@/server/bookings/money/booking-money'
import { bookingRates } from '@/server/bookings/money/booking-rates'
import { termsOfBooking } from '@/server/bookings/money/cancellation-terms'
import { viewOf } from '@/server/rental/booking-search'
import { activeServices, findCategory, findOffice } from '@/server/rental/catalogue'
import { coverRulesOfServices } from '@/server/rental/mappers/service'

import { manageBookingUrl } from '../payments/payment-urls'
import { cancellationText } from './cancellation-text'

/** A payment as shown in a receipt: ISK, masked card only. */
export type MailPayment = {
  readonly amount: Money
  readonly maskedPan: string | null
  readonly transactionId: string
  readonly status: string
}

/** What a cancellation gave back and kept (the late-cancellation fee), in ISK: all zero when nothing was charged. */
export type MailCancellation = {
  readonly refunded: Money
  readonly released: Money
  readonly kept: Money
}

/** Everything a booking e-mail, voucher and calendar file show, in the booking's language. */
export type BookingMailData = {
  readonly locale: Locale
  readonly bookingId: number
  readonly number: string
  readonly voucherNumber: string
  readonly email: string | null
  readonly clientName: string
  readonly pickupAt: Date
  readonly returnAt: Date
  readonly officeOut: string
  readonly officeIn: string
  /**
   * Pickup and return as the renter is told about them: the desk's directions, or the office's
   * out-of-hours ones (key box, meeting point) when the desk is closed then; the phone for help
   * (the office's night line when a handover is out of hours, else the company's first phone).
   */
  readonly handover: BookingHandovers
  /** The card deposit held at pickup (the chosen protection's, booking currency); null when the engine has none. */
  readonly deposit: Money | null
  readonly car: string
  readonly protections: readonly string[]
  readonly extras: readonly { readonly name: string; readonly quantity: number }[]
  readonly drivers: readonly string[]
  readonly prices: {
    readonly rent: Money
    readonly insurance: Money
    readonly additions: Money
    readonly vat: Money
    readonly total: Money
    readonly paid: Money
    readonly due: Money
  }
  readonly payment?: MailPayment | undefined
  readonly cancellation?: MailCancellation | undefined
  /** The booking's cancellation terms when the data was read (see termsOfBooking). */
  readonly cancellationTerms: CancellationTerms
  readonly cancellationNotice: CancellationNotice
  /** The terms in one sentence in `locale`: free until when, or the fee now; undefined when not cancellable. */
  readonly cancellationText: string | undefined
  readonly manageUrl: string
  /** A payment-link e-mail's link to pay the balance, and until when it works. */
  readonly paymentLink?: MailPaymentLink | undefined
  /** What a staff refund gave back (ISK), for its e-mail. */
  readonly refunded?: Money | undefined
}

/** A link that opens the booking at manage's payment step (see payment-link.ts). */
export type MailPaymentLink = { readonly url: string; readonly expiresAt: Date }

/** An office that could not be read: no texts, and no hours (so never "in hours"). */
const UNKNOWN_OFFICE: OfficeHandoverTexts = {
  hours: { schedules: [], holidays: [] },
  pickupInstructions: null,
  returnInstructions: null,
  outOfHours: { pickupInstructions: null, returnInstructions: null, helpPhone: null },
}

/**
 * Reads a booking for its e-mails, with office, car and service names in the booking's language
 * (or in `locale` when given: the manage pages show them in the page's language).
 */
export async function loadBookingMailData(params: {
  payload: Payload
  bookingId: number
  locale?: Locale | undefined
  payment?: MailPayment | undefined
  cancellation?: MailCancellation | undefined
  /** When the terms are read (the e-mail's sending, the page's request); now when not given. */
  now?: Date | undefined
}): Promise<BookingMailData | undefined> {
  const { payload } = params
  const doc = await payload.findByID({ collection: 'bookings', id: params.bookingId, depth: 0, disableErrors: true })
  if (!doc) return undefined
  const locale: Locale = params.locale ?? localeOr(doc.locale)
  const booking = await findBookingByNumber({ payload, number: doc.number })
  if (!booking) return undefined
  const view = await viewOf({ payload, booking, locale, isPrivate: true })
  if (!view.isOk) return undefined
  const [category, officeOut, officeIn, company, services, rates, moneyRates] = await Promise.all([
    findCategory({ payload, id: view.value.CarCategoryId, locale }),
    findOffice({ payload, ref: view.value.OfficeOutId, locale }),
    findOffice({ payload, ref: view.value.OfficeInId, locale }),
    payload.findGlobal({ slug: 'company-information', locale, depth: 0, select: { phones: true } }),
    activeServices({ payload, locale }),
    doc.currency === ENGINE_CURRENCY ? undefined : currentExchangeRates(),
    bookingRates(doc),
  ])
  const chosen = view.value.Services.filter((line) => line.IsSelected)
  const totals = doc.totals ?? {}
  const money = (amount: number | null | undefined): Money => ({ amount: amount ?? 0, currency: doc.currency })
  const paid = totals.totalPaid ?? 0
  // With later tolls and fines (ADR 032) what is left to pay is the ledger's, in ISK as the payment
  // link charges it: the rental's own balance in its currency leaves them out.
  const ledger = ledgerOf(doc, moneyRates)
  const due: Money =
    ledger && ledger.laterIsk > 0
      ? { amount: ledger.dueIsk, currency: 'ISK' }
      : money(Math.max(0, (totals.total ?? 0) - paid))
  const client = doc.client
  const helpPhone = company.phones?.find((phone) => phone.number.trim())?.number.trim() ?? null
  const cancellationTerms = termsOfBooking({
    booking: doc,
    now: params.now ?? new Date(),
    freeHours: env.FREE_CANCELLATION_HOURS,
    rates: moneyRates,
  })
  const notice = cancellationNotice({ terms: cancellationTerms, rates: moneyRates })
  return {
    locale,
    bookingId: doc.id,
    number: doc.number,
    voucherNumber: doc.voucherNumber,
    email: client?.email ?? null,
    clientName: [client?.firstName, client?.lastName].filter(Boolean).join(' '),
    pickupAt: new Date(doc.dateOut),
    returnAt: new Date(doc.dateIn),
    officeOut: officeOut.isOk ? officeOut.value.name : view.value.OfficeOutId,
    officeIn: officeIn.isOk ? officeIn.value.name : view.value.OfficeInId,
    handover: bookingHandovers({
      pickupOffice: officeOut.isOk ? officeOut.value : UNKNOWN_OFFICE,
      returnOffice: officeIn.isOk ? officeIn.value : UNKNOWN_OFFICE,
      pickupAt: new Date(doc.dateOut),
      returnAt: new Date(doc.dateIn),
      companyPhone: company.phones?.find((phone) => phone.number.trim())?.number ?? null,
    }),
    deposit: category
      ? bookingDeposit({
          rules: coverRulesOfServices(services),
          selectedCodes: (doc.services ?? []).filter((line) => line.isSelected ?? true).map((line) => line.code),
          variant: category.size,
          currency: doc.currency,
          rates: rates?.rates ?? {},
        })
      : null,
    car: category?.displayName ?? category?.model ?? '',
    protections: chosen
      .filter((line) => line.group === 'protection' || line.group === 'additional')
      .map((line) => line.Name),
    extras: chosen
      .filter((line) => line.group === 'extra')
      .map((line) => ({ name: line.Name, quantity: line.Quantity })),
    drivers: (doc.drivers ?? []).map((driver) => `${driver.firstName} ${driver.lastName}`),
    prices: {
      rent: money(totals.totalRent),
      insurance: money(totals.totalInsurance),
      additions: money(totals.totalAddition),
      vat: money(totals.totalVat),
      total: money(totals.total),
      paid: money(paid),
      due,
    },
    payment: params.payment,
    cancellation: params.cancellation,
    cancellationTerms,
    cancellationNotice: notice,
    cancellationText: await cancellationText({ notice, locale, phone: helpPhone }),
    manageUrl: manageBookingUrl(locale),
  }
}
