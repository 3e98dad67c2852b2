import { normalizeLastName } from '../booking/last-name'

/**
 * Staff find a booking by a name however it is spelled: "Müller", "Mueller" and "Muller" are one
 * person, as are "Jónsdóttir" and "Jonsdottir", "Þór" and "Thor", "Björk" and "Bjoerk". A name's
 * key is its Latin spelling without accents (ð is d, þ is th, æ is ae, ö and ü lose their dots;
 * see normalizeLastName), and then the German ways of writing an umlaut without one (ae, oe, ue)
 * are taken as the bare vowel, on both sides of the comparison. The key is for finding, never for
 * showing: it may make two different names alike ("Manuel" and "Manul"), which only lists a
 * booking more.
 */
export function nameSearchKey(name: string): string {
  return normalizeLastName(name).replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u')
}

/**
 * Whether a last name typed by a visitor is the booking's, in any of the spellings nameSearchKey
 * takes as one ("mueller", "Muller" and "Müller"); a name with nothing to compare never matches.
 */
export function isSameLastName(stored: string, typed: string): boolean {
  const key = nameSearchKey(typed)
  return key !== '' && nameSearchKey(stored) === key
}

/** A phone number as searched: its digits only ("+354 555-1234" is "3545551234"). */
export function phoneSearchKey(phone: string): string {
  return phone.replace(/\D/g, '')
}

type PersonName = { readonly firstName?: string | null; readonly lastName?: string | null }

/**
 * The text a booking is found by, kept on the booking: the key of every word of the renter's and
 * the drivers' names (a last name of several words also as one), the renter's e-mail lowercased and their phone's digits, separated by spaces.
 */
export function bookingSearchText(booking: {
  readonly client?: (PersonName & { readonly email?: string | null; readonly phone?: string | null }) | null
  readonly drivers?: readonly PersonName[] | null
}): string {
  const people = [booking.client ?? {}, ...(booking.drivers ?? [])]
  // Each word, and a last name of several words also whole: "de la Cruz" is found as "delacruz".
  const names = people.flatMap((person) => [
    ...wordsOf(`${person.firstName ?? ''} ${person.lastName ?? ''}`),
    person.lastName ?? '',
  ])
  const email = booking.client?.email?.trim().toLowerCase() ?? ''
  const phone = phoneSearchKey(booking.client?.phone ?? '')
  return [...new Set([...names.map(nameSearchKey), email, phone])].filter(Boolean).join(' ')
}

/** A staff search: what is matched whole (booking number, voucher, plate) and the terms the search text must all contain. */
export type BookingSearch = {
  /** Uppercase, without spaces: a booking number ("VG-100123"), a voucher or a plate ("AB123"). */
  readonly code: string
  /** Each one must be found in the booking's search text. */
  readonly terms: readonly string[]
}

const PHONE_LIKE = /^\+?[\d\s().-]+$/
const MIN_PHONE_DIGITS = 5

/**
 * What staff typed, read as a search: an e-mail (it has an @) is one term, a phone number (digits
 * with spaces, dashes, brackets, a leading +) is its digits, anything else is words, each by its
 * name key. Undefined when nothing searchable was typed.
 */
export function parseBookingSearch(query: string): BookingSearch | undefined {
  const trimmed = query.normalize('NFC').trim()
  if (trimmed === '') return undefined
  const code = trimmed.replace(/\s+/g, '').toUpperCase()
  if (trimmed.includes('@')) return { code, terms: [trimmed.toLowerCase()] }
  const digits = phoneSearchKey(trimmed)
  if (PHONE_LIKE.test(trimmed) && digits.length >= MIN_PHONE_DIGITS) return { code, terms: [digits] }
  const terms = wordsOf(trimmed).map(nameSearchKey).filter(Boolean)
  return terms.length === 0 && code === '' ? undefined : { code, terms }
}

function wordsOf(text: string): string[] {
  return text.split(/[\s,;/]+/).filter(Boolean)
}
