/** How a CMS link is followed: the spec's button and link kinds. */
export type LinkTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; href: string }
  | { kind: 'tel'; href: string }
  | { kind: 'chatbot' }
  | { kind: 'anchor'; href: string }

const CHATBOT_MARKER = '#goi'

export function linkTarget(url: string): LinkTarget {
  const trimmed = url.trim()
  if (trimmed.includes(CHATBOT_MARKER)) return { kind: 'chatbot' }
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('//')) return { kind: 'external', href: trimmed }
  if (/^mailto:/i.test(trimmed)) return { kind: 'mail', href: trimmed }
  if (/^tel:/i.test(trimmed)) return { kind: 'tel', href: trimmed.replace(/[^\d+]/g, '').replace(/^/, 'tel:') }
  if (trimmed.startsWith('#')) return { kind: 'anchor', href: trimmed }
  return { kind: 'internal', path: trimmed.startsWith('/') ? trimmed : `/${trimmed}` }
}

/** External, mail and tel links open in a new tab, as the spec asks. */
export function opensInNewTab(target: LinkTarget): boolean {
  return target.kind === 'external' || target.kind === 'mail' || target.kind === 'tel'
}
