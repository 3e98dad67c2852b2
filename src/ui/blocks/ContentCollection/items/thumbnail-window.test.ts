import { describe, expect, it } from 'vitest'

import { stepSlide, thumbnailWindow } from './thumbnail-window'

describe('thumbnailWindow', () => {
  it('centres the current thumbnail', () => {
    expect(thumbnailWindow({ current: 5, total: 10, visible: 5 })).toEqual([3, 4, 5, 6, 7])
    expect(thumbnailWindow({ current: 5, total: 10, visible: 3 })).toEqual([4, 5, 6])
  })

  it('stays inside the list at both ends', () => {
    expect(thumbnailWindow({ current: 0, total: 10, visible: 5 })).toEqual([0, 1, 2, 3, 4])
    expect(thumbnailWindow({ current: 9, total: 10, visible: 3 })).toEqual([7, 8, 9])
  })

  it('shows every thumbnail of a short list', () => {
    expect(thumbnailWindow({ current: 1, total: 2, visible: 5 })).toEqual([0, 1])
    expect(thumbnailWindow({ current: 0, total: 0, visible: 3 })).toEqual([])
  })

  it('keeps the narrow window inside the wide one', () => {
    for (let current = 0; current < 9; current += 1) {
      const wide = thumbnailWindow({ current, total: 9, visible: 5 })
      for (const index of thumbnailWindow({ current, total: 9, visible: 3 })) expect(wide).toContain(index)
    }
  })
})

describe('stepSlide', () => {
  it('wraps around', () => {
    expect(stepSlide({ current: 4, total: 5, step: 1 })).toBe(0)
    expect(stepSlide({ current: 0, total: 5, step: -1 })).toBe(4)
    expect(stepSlide({ current: 2, total: 5, step: 1 })).toBe(3)
    expect(stepSlide({ current: 0, total: 0, step: 1 })).toBe(0)
  })
})
