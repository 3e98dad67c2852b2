/**
 * Turns raw snippet HTML into nodes that run when inserted: scripts parsed from HTML never execute,
 * so each one is re-created as a fresh `<script>` with the same attributes and code. On a page with
 * a nonce policy (ADR 006) each script gets the page's nonce, so the policy lets it run.
 */
function snippetNodes(html: string, doc: Document, nonce?: string): Node[] {
  const template = doc.createElement('template')
  template.innerHTML = html
  for (const parsed of Array.from(template.content.querySelectorAll('script'))) {
    const script = doc.createElement('script')
    for (const { name, value } of Array.from(parsed.attributes)) {
      if (name !== 'nonce') script.setAttribute(name, value)
    }
    if (nonce) script.nonce = nonce
    script.text = parsed.text
    parsed.replaceWith(script)
  }
  return Array.from(template.content.childNodes)
}

/** The nonce Next put on the page's own scripts; the attribute reads empty, the property keeps it. */
function pageNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined
}

export type SnippetSlot = 'head' | 'openBody' | 'closeBody'

const injected = new Set<SnippetSlot>()

/** Inserts a slot's snippet once per page load: head at the end of <head>, the others around <body>. */
export function injectSnippet(slot: SnippetSlot, html: string, doc: Document): void {
  if (injected.has(slot) || !html.trim()) return
  injected.add(slot)
  const nodes = snippetNodes(html, doc, pageNonce(doc))
  if (slot === 'head') doc.head.append(...nodes)
  else if (slot === 'openBody') doc.body.prepend(...nodes)
  else doc.body.append(...nodes)
}
