/**
 * Names what the staff toolbar's edit link opens for this page (a page hash, `model-3`, `sale-5`).
 * Rendered into the cached page, the same for everyone; only the toolbar, in a staff member's
 * browser, reads it.
 */
export function EditTarget({ hash }: { hash: string }) {
  return <span hidden data-edit-hash={hash} />
}
