import { describe, expect, it } from 'vitest'

import { isTopModal, openModalCount, pushModal, removeModal } from './modal-stack'

describe('modal stack', () => {
  it('keeps the last opened modal on top and closes last opened first', () => {
    pushModal('video')
    pushModal('gallery')
    expect(isTopModal('gallery')).toBe(true)
    expect(isTopModal('video')).toBe(false)
    removeModal('gallery')
    expect(isTopModal('video')).toBe(true)
    removeModal('video')
    expect(openModalCount()).toBe(0)
  })

  it('ignores a second push and an unknown removal', () => {
    pushModal('a')
    pushModal('a')
    removeModal('missing')
    expect(openModalCount()).toBe(1)
    removeModal('a')
    expect(openModalCount()).toBe(0)
  })
})
