/**
 * Whether a save reaches what visitors see. A draft (the admin's "Save draft" and its autosave)
 * is kept as a version only and leaves the published document as it was, so it must not expire
 * the cached pages; a publish, an unpublish or a save of a collection without drafts does.
 * Payload's rule for a draft-only save: asked for as a draft, on a collection with drafts, and
 * not with the status "published".
 */
export function isDraftOnlySave(save: {
  readonly hasDrafts: boolean
  readonly isDraft: boolean | undefined
  readonly status: unknown
}): boolean {
  return save.hasDrafts && save.isDraft === true && save.status !== 'published'
}
