import { describe, expect, it } from 'vitest'

import { isDraftOnlySave } from './publication'

describe('isDraftOnlySave', () => {
  it('is a draft-only save when a draft is saved on a collection with drafts (save draft, autosave)', () => {
    expect(isDraftOnlySave({ hasDrafts: true, isDraft: true, status: 'draft' })).toBe(true)
    expect(isDraftOnlySave({ hasDrafts: true, isDraft: true, status: undefined })).toBe(true)
  })

  it('reaches visitors when published, even through the draft API', () => {
    expect(isDraftOnlySave({ hasDrafts: true, isDraft: true, status: 'published' })).toBe(false)
    expect(isDraftOnlySave({ hasDrafts: true, isDraft: false, status: 'published' })).toBe(false)
  })

  it('reaches visitors when unpublished (status draft, not asked for as a draft)', () => {
    expect(isDraftOnlySave({ hasDrafts: true, isDraft: false, status: 'draft' })).toBe(false)
    expect(isDraftOnlySave({ hasDrafts: true, isDraft: undefined, status: 'draft' })).toBe(false)
  })

  it('reaches visitors on a collection without drafts, whatever is asked', () => {
    expect(isDraftOnlySave({ hasDrafts: false, isDraft: true, status: undefined })).toBe(false)
  })
})
