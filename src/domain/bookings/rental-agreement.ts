import { excessFor, type CoverRules } from '../booking/cover-rules'
import { ENGINE_CURRENCY } from '../booking/deposit'
import { isMainProtection, protectionLevel, type ProtectionVariant } from '../booking/services'
import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import { money, type CurrencyCode, type Money } from '../money/money'
import type { DamageZone } from './damage-zones'

/**
 * The rental agreement signed at check-out (issue 32, ADR 029): what the renter reviews on the
 * agent's tablet and what the PDF prints, built from one list of facts so both say the same.
 * Every text comes from `t` (messages `agreement`, in the renter's language); dates and money
 * come already written in that language.
 */
export type AgreementFacts = {
  readonly companyName: string
  readonly number: string
  readonly voucherNumber: string
  readonly renter: string
  /** The drivers named on the booking (the renter among them when they drive). */
  readonly drivers: readonly string[]
  readonly car: string
  readonly plate: string
  readonly pickup: { readonly when: string; readonly office: string }
  readonly return: { readonly when: string; readonly office: string }
  readonly fuelPolicy: 'fullToFull' | 'sameToSame' | 'prepaid'
  readonly mileage: { readonly policy: 'unlimited' | 'limited'; readonly dailyKmLimit: number | null }
  /** The protections chosen, by name. */
  readonly cover: readonly string[]
  /** The excess of the main protection, written; null when the engine does not say. */
  readonly excess: string | null
  /** The card deposit, written; null when there is none. */
  readonly deposit: string | null
  readonly condition: {
    readonly mileage: number
    readonly fuelEighths: number
    readonly licenceChecked: boolean
    readonly extraDriversPresent: boolean
    readonly damage: readonly { readonly zone: DamageZone | null; readonly note: string }[]
  }
  /** When the renter signed, written; undefined while they review it. */
  readonly signedAt: string | undefined
}

/** A translator bound to the `agreement` messages of one language (next-intl's, or a test's). */
export type AgreementTexts = (key: string, values?: Record<string, string | number>) => string

export type AgreementSection = {
  readonly id: 'parties' | 'car' | 'terms' | 'cover' | 'condition' | 'signature'
  readonly heading: string
  readonly lines: readonly string[]
}

/** The agreement's sections, in order: parties, car and dates, terms, cover and deposit, condition, signature. */
export function agreementSections(facts: AgreementFacts, t: AgreementTexts): AgreementSection[] {
  const { condition } = facts
  const drivers = facts.drivers.filter((name) => name.trim() && name !== facts.renter)
  return [
    {
      id: 'parties',
      heading: t('parties'),
      lines: [
        t('company', { name: facts.companyName }),
        t('bookingNumber', { number: facts.number, voucher: facts.voucherNumber }),
        t('renter', { name: facts.renter }),
        ...drivers.map((name) => t('driver', { name })),
      ],
    },
    {
      id: 'car',
      heading: t('car'),
      lines: [
        t('carLine', { car: facts.car, plate: facts.plate }),
        t('pickup', { when: facts.pickup.when, office: facts.pickup.office }),
        t('return', { when: facts.return.when, office: facts.return.office }),
      ],
    },
    {
      id: 'terms',
      heading: t('terms'),
      lines: [
        t(`fuel.${facts.fuelPolicy}`),
        facts.mileage.policy === 'limited' && facts.mileage.dailyKmLimit
          ? t('mileage.limited', { km: facts.mileage.dailyKmLimit })
          : t('mileage.unlimited'),
        // Signed at check-out, which closes cancelling (even when the car leaves before the booked time).
        t('cancellationOver'),
      ],
    },
    {
      id: 'cover',
      heading: t('cover'),
      lines: [
        facts.cover.length ? t('coverChosen', { names: facts.cover.join(', ') }) : t('coverNone'),
        facts.excess === null ? t('excessUnknown') : t('excess', { amount: facts.excess }),
        facts.deposit === null ? t('depositNone') : t('deposit', { amount: facts.deposit }),
      ],
    },
    {
      id: 'condition',
      heading: t('condition'),
      lines: [
        t('odometer', { km: condition.mileage }),
        t('fuelLevel', { eighths: condition.fuelEighths }),
        condition.licenceChecked ? t('licenceChecked') : t('licenceNotChecked'),
        condition.extraDriversPresent ? t('extraDriversPresent') : t('extraDriversAbsent'),
        ...(condition.damage.length
          ? condition.damage.map((item) =>
              item.zone ? t('damageInZone', { zone: t(`zones.${item.zone}`), note: item.note }) : item.note,
            )
          : [t('damageNone')]),
      ],
    },
    {
      id: 'signature',
      heading: t('signature'),
      lines: [
        t('statement'),
        facts.signedAt ? t('signedAt', { name: facts.renter, when: facts.signedAt }) : t('notSigned'),
      ],
    },
  ]
}

/**
 * The excess of the booking's main protection (the last one chosen; Basic when none) for the car's
 * size, in the booking's currency; kept in euros should the rate be missing; null when the engine
 * does not say. The same rules the booking's deposit and price are read from.
 */
export function agreementExcess(params: {
  rules: CoverRules
  selectedCodes: readonly number[]
  variant: ProtectionVariant
  currency: CurrencyCode
  rates: Partial<ExchangeRates>
}): Money | null {
  const main = params.selectedCodes.findLast(isMainProtection)
  const amount = excessFor(params.rules, protectionLevel(main), params.variant)
  if (amount === null) return null
  const inEuros = money(amount, ENGINE_CURRENCY)
  const converted = convertMoney({ value: inEuros, to: params.currency, rates: params.rates })
  return converted.isOk ? converted.value : inEuros
}

/** The renter's review of the check-out record on the agent's tablet, in their language, and its state. */
export type CheckOutReview = {
  readonly locale: string
  readonly title: string
  readonly sections: readonly AgreementSection[]
  readonly photos: readonly { readonly id: number; readonly caption: string }[]
  readonly photosHeading: string
  readonly texts: {
    readonly title: string
    readonly intro: string
    readonly pad: string
    /** The label of the field that signs with the keyboard: the renter's name typed. */
    readonly typed: string
    readonly clear: string
    readonly sign: string
    readonly empty: string
    readonly signed: string
  }
  readonly isSigned: boolean
  readonly agreementHref: string | undefined
}
