/**
 * Turns raw snippet HTML into nodes that run when inserted: scripts parsed from HTML never execute,
 * so each one is re-created as a fresh `<script>` with the same attributes and code.
 */
export function snippetNodes(html: string, doc: Document): Node[] {
  const template = doc.createElement('template')
  template.innerHTML = html
  for (const parsed of Array.from(template.content.querySelectorAll('script'))) {
    const script = doc.createElement('script')
    for (const { name, value } of Array.from(parsed.attributes)) script.setAttribute(name, value)
    script.text = parsed.text
    parsed.replaceWith(script)
  }
  return Array.from(template.content.childNodes)
}

export type SnippetSlot = 'head' | 'openBody' | 'closeBody'

const injected = new Set<SnippetSlot>()

/** Inserts a slot's snippet once per page load: head at the end of <head>, the others around <body>. */
export function injectSnippet(slot: SnippetSlot, html: string, doc: Document): void {
  if (injected.has(slot) || !html.trim()) return
  injected.add(slot)
  const nodes = snippetNodes(html, doc)
  if (slot === 'head') doc.head.append(...nodes)
  else if (slot === 'openBody') doc.body.prepend(...nodes)
  else doc.body.append(...nodes)
}
