import type { Locale } from './locales'

/**
 * One word for each thing a renter meets in several places (issue 30, item 8): the term, the
 * message keys that name the thing (each must use the term) and the words a translation must not
 * use for it anywhere. Translators add to it; `glossary.test.ts` checks every language against it.
 */
export type GlossaryEntry = {
  readonly concept: 'voucher number' | 'protection' | 'deposit'
  readonly term: RegExp
  readonly keys: readonly string[]
  readonly avoid?: readonly RegExp[]
}

const VOUCHER_KEYS = [
  'payment.mail.voucherNumber',
  'booking.confirmation.voucherNumber',
  'manage.lookup.voucher',
  'manage.pickup.voucher',
]
const PROTECTION_KEYS = [
  'payment.mail.protection',
  'booking.confirmation.protection',
  'manage.steps.protection',
  'manage.protection.title',
]
const DEPOSIT_KEYS = [
  'payment.mail.deposit',
  'manage.pickup.deposit',
  'booking.protection.deposit',
  'blocks.protectionComparison.deposit',
]
/** The booking stepper's step; English keeps the spec's word for it, "Insurance" (SPEC §4). */
const PROTECTION_STEP = 'booking.steps.protection'

/** A word on its own, not inside another (JavaScript's \b knows no letters beyond ASCII). */
const word = (pattern: string) => new RegExp(`(?<!\\p{L})(?:${pattern})(?!\\p{L})`, 'iu')

export const GLOSSARY: Readonly<Record<Locale, readonly GlossaryEntry[]>> = {
  en: [
    { concept: 'voucher number', term: /Voucher number/i, keys: VOUCHER_KEYS },
    { concept: 'protection', term: /Protection/i, keys: PROTECTION_KEYS },
    { concept: 'deposit', term: /deposit/i, keys: DEPOSIT_KEYS },
  ],
  de: [
    {
      concept: 'voucher number',
      term: /Voucher-Nummer/,
      keys: VOUCHER_KEYS,
      avoid: [/Vouchernummer/i, /Gutschein/i, /Belegnummer/i],
    },
    {
      concept: 'protection',
      term: /Schutz/i,
      keys: [...PROTECTION_KEYS, PROTECTION_STEP],
      // Third-party liability is an insurance by law; our protection is not called one.
      avoid: [/(?<!Haftpflicht)versicherung/i],
    },
    { concept: 'deposit', term: /Kaution/, keys: DEPOSIT_KEYS },
  ],
  es: [
    { concept: 'voucher number', term: /Número de bono/i, keys: VOUCHER_KEYS, avoid: [/cupón/i] },
    { concept: 'protection', term: /Protección/i, keys: [...PROTECTION_KEYS, PROTECTION_STEP] },
    { concept: 'deposit', term: /Depósito/i, keys: DEPOSIT_KEYS, avoid: [/fianza/i] },
  ],
  fr: [
    { concept: 'voucher number', term: /Numéro de bon/i, keys: VOUCHER_KEYS, avoid: [/coupon/i] },
    { concept: 'protection', term: /Protection/i, keys: [...PROTECTION_KEYS, PROTECTION_STEP] },
    { concept: 'deposit', term: /Dépôt de garantie/i, keys: DEPOSIT_KEYS, avoid: [word('caution')] },
  ],
  is: [
    {
      concept: 'voucher number',
      term: /Fylgiseðilsnúmer/i,
      keys: VOUCHER_KEYS,
      // "Inneign" is store credit, not a rental voucher.
      avoid: [/inneignar/i],
    },
    {
      concept: 'protection',
      term: /Vernd/i,
      keys: [...PROTECTION_KEYS, PROTECTION_STEP],
      // "Trygging" alone reads as both insurance and deposit; named covers (kaskótrygging) stay.
      avoid: [word('trygging(?:u|ar|in|una|unni|inni)?'), /grunntrygging/i],
    },
    { concept: 'deposit', term: /Tryggingarfé/i, keys: DEPOSIT_KEYS },
  ],
  it: [
    {
      concept: 'voucher number',
      term: /Numero del voucher/i,
      keys: VOUCHER_KEYS,
      avoid: [/numero di voucher/i, /buono/i],
    },
    { concept: 'protection', term: /Protezione/i, keys: [...PROTECTION_KEYS, PROTECTION_STEP] },
    { concept: 'deposit', term: /Deposito/i, keys: DEPOSIT_KEYS },
  ],
}
