import { describe, expect, it } from 'vitest'

import { blockFrame } from './block-settings'

describe('blockFrame', () => {
  it('applies theme, width, style, columns and safe extra classes', () => {
    const frame = blockFrame({ theme: 'dark', width: '66', style: 'boxed', columns: 2, cssClass: 'promo winter' })
    expect(frame.sectionClass).toBe('bg-brand-900 text-white promo winter')
    expect(frame.innerClass).toContain('lg:w-2/3')
    expect(frame.innerClass).toContain('rounded-3xl')
    expect(frame.columns).toBe(2)
    expect(frame.isDark).toBe(true)
  })

  it('falls back to the defaults, drops unsafe classes, and takes columns outside 1-4 as 4', () => {
    const frame = blockFrame({ width: '33', style: 'odd', columns: 7, cssClass: 'x" onload="y' }, 3)
    expect(frame).toMatchObject({ sectionClass: '', innerClass: '', isFlush: false, columns: 4 })
    expect(blockFrame(null, 3).columns).toBe(3)
    expect(blockFrame({ style: 'flush' }).isFlush).toBe(true)
  })
})
