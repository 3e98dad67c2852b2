/**
 * What the staff toolbar's edit link opens in the admin (SPEC §2, §7: `/v1/toolbar/redirect?hash=`).
 * A CMS page is named by its own `hash`; the other page types by a short kind and an id or a step:
 * `model-12` (a car category's model page), `sale-5` (a car for sale), `booking-extras` (a booking
 * step) and `manage-payment` (a manage-my-booking step).
 */
export type EditTarget =
  | { readonly kind: 'page'; readonly hash: string }
  | { readonly kind: 'model'; readonly id: number }
  | { readonly kind: 'sale'; readonly id: number }
  | { readonly kind: 'booking'; readonly step: BookingEditStep }
  | { readonly kind: 'manage' }

const BOOKING_STEPS = ['search', 'protection', 'extras', 'detail', 'payment', 'confirmation'] as const
export type BookingEditStep = (typeof BOOKING_STEPS)[number]

/** A page's own hash: 16 lowercase hex digits, given when the page is created. */
const PAGE_HASH = /^[0-9a-f]{16}$/

export function isPageHash(value: unknown): value is string {
  return typeof value === 'string' && PAGE_HASH.test(value)
}

/** The `hash` parameter of the edit link for `target`. */
export function editHash(target: EditTarget): string {
  switch (target.kind) {
    case 'page':
      return target.hash
    case 'model':
    case 'sale':
      return `${target.kind}-${target.id}`
    case 'booking':
      return `booking-${target.step}`
    case 'manage':
      return 'manage'
  }
}

/** The target an edit link's `hash` names, or null when it names nothing. */
export function parseEditHash(hash: string | null | undefined): EditTarget | null {
  if (!hash) return null
  if (isPageHash(hash)) return { kind: 'page', hash }
  const withId = /^(model|sale)-([1-9]\d{0,9})$/.exec(hash)
  if (withId) return { kind: withId[1] === 'model' ? 'model' : 'sale', id: Number(withId[2]) }
  const step = /^booking-([a-z]+)$/.exec(hash)?.[1]
  if (step && isBookingStep(step)) return { kind: 'booking', step }
  return hash === 'manage' ? { kind: 'manage' } : null
}

/**
 * Where in the admin the target is edited, for the targets that need no look-up (a page's id is
 * looked up by its hash). Booking steps open what feeds them: the fleet for the search, the
 * services for protection and extras, the rental rules for the rest; manage opens the bookings.
 */
export function adminPathOf(target: Exclude<EditTarget, { kind: 'page' }>): string {
  switch (target.kind) {
    case 'model':
      return `/admin/collections/car-categories/${target.id}`
    case 'sale':
      return `/admin/collections/vehicles-for-sale/${target.id}`
    case 'booking':
      if (target.step === 'search') return '/admin/collections/car-categories'
      if (target.step === 'protection' || target.step === 'extras') return '/admin/collections/services'
      return '/admin/globals/rental-rules'
    case 'manage':
      return '/admin/collections/bookings'
  }
}

/**
 * The edit target of a booking or manage page from its path (with or without a language prefix),
 * found in the browser: those pages are the booking flow's own, and say nothing about editing.
 */
export function flowEditTarget(pathname: string): EditTarget | null {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/'
  if (/^\/(manage-booking|manage-booking-online|manage-my-booking)(\/|$)/.test(rest)) return { kind: 'manage' }
  const step = /^\/booking(?:\/([a-z]+))?\/?$/.exec(rest)
  if (!step) return null
  const name = step[1] ?? 'search'
  return isBookingStep(name) ? { kind: 'booking', step: name } : null
}

function isBookingStep(value: string): value is BookingEditStep {
  return (BOOKING_STEPS as readonly string[]).includes(value)
}
