import 'server-only'

import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import { ENGINE_CURRENCY } from '@/domain/booking/deposit'
import { isDamageZone } from '@/domain/bookings/damage-zones'
import { agreementExcess, type AgreementFacts, type AgreementTexts } from '@/domain/bookings/rental-agreement'
import { formatMoney } from '@/domain/money/money-format'
import { type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { relationId } from '@/server/bookings/booking-load'
import { currentExchangeRates } from '@/server/exchange-rates'
import { loadBookingMailData } from '@/server/mail/booking-mail-data'
import { formatOfficeTime } from '@/server/mail/mail-texts'
import { activeServices, findCategory } from '@/server/rental/catalogue'
import { coverRulesOfServices } from '@/server/rental/mappers/service'

/** A damage note of the check-out record with its photo, for the agreement's thumbnails. */
export type AgreementPhoto = { readonly id: number; readonly caption: string }

export type AgreementData = {
  readonly locale: Locale
  readonly bookingId: number
  readonly number: string
  readonly email: string | null
  readonly facts: AgreementFacts
  /** Staff's photos of the existing damage, in the record's order. */
  readonly photos: readonly AgreementPhoto[]
  /** The signature, a handover photo of kind signature; undefined before the renter signs. */
  readonly signatureId: number | undefined
  readonly agreementId: number | undefined
}

/** The `agreement` messages of a language. */
export async function agreementTexts(locale: Locale): Promise<AgreementTexts> {
  const messages = await loadMessages(locale)
  const t = createTranslator({ locale, messages, namespace: 'agreement' })
  return (key, values) => t(key as Parameters<typeof t>[0], values)
}

/**
 * What the rental agreement of a checked-out booking says, read from the same data the booking
 * and its e-mails are made from (names, dates, cover and deposit, cancellation terms) and the car
 * category's fuel and mileage rules, in the renter's language. Undefined when the booking does
 * not exist or has not been checked out.
 */
export async function loadAgreementData(params: {
  payload: Payload
  bookingId: number
  now: Date
}): Promise<AgreementData | undefined> {
  const { payload, bookingId } = params
  const doc = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 1, disableErrors: true })
  const record = doc?.checkOut
  if (!doc || !record?.recordedAt) return undefined
  const mail = await loadBookingMailData({ payload, bookingId, now: params.now })
  if (!mail) return undefined
  const locale = mail.locale
  const categoryId = relationId(doc.carCategory)
  const [category, services, company, rates] = await Promise.all([
    findCategory({ payload, id: categoryId, locale }),
    activeServices({ payload, locale }),
    payload.findGlobal({ slug: 'company-information', locale, depth: 0, select: { name: true } }),
    doc.currency === ENGINE_CURRENCY ? undefined : currentExchangeRates(),
  ])
  const vehicle = typeof record.vehicle === 'object' && record.vehicle ? record.vehicle : undefined
  const excess = category
    ? agreementExcess({
        rules: coverRulesOfServices(services),
        selectedCodes: (doc.services ?? []).filter((line) => line.isSelected ?? true).map((line) => line.code),
        variant: category.size,
        currency: doc.currency,
        rates: rates?.rates ?? {},
      })
    : null
  const damage = record.damage ?? []
  return {
    locale,
    bookingId,
    number: doc.number,
    email: mail.email,
    facts: {
      companyName: company.name || 'Vegur',
      number: doc.number,
      voucherNumber: doc.voucherNumber,
      renter: mail.clientName,
      drivers: mail.drivers,
      car: mail.car,
      plate: vehicle?.registration ?? '—',
      pickup: { when: formatOfficeTime(mail.pickupAt, locale), office: mail.officeOut },
      return: { when: formatOfficeTime(mail.returnAt, locale), office: mail.officeIn },
      fuelPolicy: category?.fuelPolicy ?? 'fullToFull',
      mileage: { policy: category?.mileagePolicy ?? 'unlimited', dailyKmLimit: category?.dailyKmLimit ?? null },
      cover: mail.protections,
      excess: excess ? formatMoney(excess, locale) : null,
      deposit: mail.deposit ? formatMoney(mail.deposit, locale) : null,
      condition: {
        mileage: record.mileage ?? 0,
        fuelEighths: record.fuelEighths ?? 0,
        licenceChecked: Boolean(record.licenceChecked),
        extraDriversPresent: Boolean(record.extraDriversPresent),
        damage: damage.map((item) => ({ zone: isDamageZone(item.zone) ? item.zone : null, note: item.note })),
      },
      signedAt: record.signedAt ? formatOfficeTime(new Date(record.signedAt), locale) : undefined,
    },
    photos: damage.flatMap((item, index) =>
      item.photo === null || item.photo === undefined
        ? []
        : [{ id: relationId(item.photo), caption: `${String(index + 1)}. ${item.note}` }],
    ),
    signatureId: record.signature === null || record.signature === undefined ? undefined : relationId(record.signature),
    agreementId: record.agreement === null || record.agreement === undefined ? undefined : relationId(record.agreement),
  }
}
