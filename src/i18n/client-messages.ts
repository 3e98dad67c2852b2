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
  'apiErrors',
  'saleCar',
  'salesSearch',
  'booking.search',
] as const

/** The booking and manage steps: the content pages' messages and the booking and manage texts. */
export const BOOKING_CLIENT_NAMESPACES = [...CONTENT_CLIENT_NAMESPACES, 'booking', 'manage'] as const

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
