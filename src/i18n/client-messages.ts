import type { Messages } from './messages'

/**
 * The messages the browser needs on content pages (home, CMS pages, model pages, cars for sale):
 * the namespaces their client components translate with, and no more. Every page carries its
 * client messages inline, so the booking, manage and fleet texts (about half of the catalogue)
 * stay out of the pages that do not use them.
 */
export const CONTENT_CLIENT_NAMESPACES = [
  'common',
  'errors',
  'site',
  'chrome',
  'cookies',
  'adminBar',
  'blocks',
  'forms',
  'booking.search',
] as const

/**
 * The error catalogue's messages (about 6 kB): only the parts that show a server's error code get
 * them, the contact form block (`ui/forms`) and the used-car pages, not every content page.
 */
export const FORM_CLIENT_NAMESPACES = ['apiErrors'] as const

/** The used-car search and car pages (`ui/sales`): their own texts and the forms' errors. */
export const SALES_CLIENT_NAMESPACES = [...FORM_CLIENT_NAMESPACES, 'saleCar', 'salesSearch'] as const

/**
 * The booking steps: the content pages' messages and the texts of the car cards and the
 * reservation error; the rest of the booking texts are worded on the server.
 */
export const BOOKING_CLIENT_NAMESPACES = [
  ...CONTENT_CLIENT_NAMESPACES,
  'booking.card',
  'booking.loading',
  'booking.reservationError',
] as const

/** The details form (the details step, manage's drivers and look-up): its texts and the forms' errors. */
export const DETAIL_CLIENT_NAMESPACES = [...FORM_CLIENT_NAMESPACES, 'booking.detail'] as const

/** The payment form (the payment step, manage's balance): its texts and the forms' errors. */
export const PAYMENT_CLIENT_NAMESPACES = [...FORM_CLIENT_NAMESPACES, 'booking.payment'] as const

/** The manage steps: the booking steps' messages (manage reuses their forms) and the manage texts. */
export const MANAGE_CLIENT_NAMESPACES = [
  ...BOOKING_CLIENT_NAMESPACES,
  ...DETAIL_CLIENT_NAMESPACES,
  ...PAYMENT_CLIENT_NAMESPACES,
  'manage',
] as const

type Tree = { readonly [key: string]: unknown }

/** `messages` reduced to `namespaces` (top-level names or one level deeper, "booking.search"). */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Record<string, Record<string, unknown>> = {}
  const source = messages as unknown as Tree
  for (const namespace of namespaces) {
    const [top = '', inner] = namespace.split('.')
    const value = source[top]
    if (value === undefined) continue
    if (inner === undefined) {
      picked[top] = value as Record<string, unknown>
      continue
    }
    const innerValue = (value as Tree)[inner]
    if (innerValue !== undefined) picked[top] = { ...picked[top], [inner]: innerValue }
  }
  return picked as unknown as Messages
}
