import { describe, expect, it } from 'vitest'

import { isBlockStyle, isBlockWidth, isCssClassList, safeCssClasses } from './block-settings'

describe('block settings', () => {
  it('accept plain class lists only', () => {
    expect(isCssClassList('promo  winter-2026 _x')).toBe(true)
    expect(isCssClassList('a" onclick="x')).toBe(false)
    expect(isCssClassList('a;b')).toBe(false)
    expect(safeCssClasses(' promo  winter ')).toBe('promo winter')
    expect(safeCssClasses('a"b')).toBe('')
    expect(safeCssClasses(null)).toBe('')
  })

  it('know the widths of the 100-column grid and the named styles', () => {
    expect(isBlockWidth('66')).toBe(true)
    expect(isBlockWidth('33')).toBe(false)
    expect(isBlockStyle('boxed')).toBe(true)
    expect(isBlockStyle('fancy')).toBe(false)
  })
})
