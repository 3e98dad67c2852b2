import { describe, expect, it } from 'vitest'

import { tabFromHash, tabIndexForKey, visibleTabs } from './tabs'

describe('visibleTabs', () => {
  it('drops tabs without an id or a title and trims both', () => {
    const tabs = [
      { tabId: ' summer ', title: ' Summer ' },
      { tabId: '', title: 'No id' },
      { tabId: 'no-title', title: '   ' },
      { tabId: null, title: null },
      { tabId: 'winter', title: 'Winter' },
    ]
    expect(visibleTabs(tabs).map((tab) => [tab.tabId, tab.title])).toEqual([
      ['summer', 'Summer'],
      ['winter', 'Winter'],
    ])
  })

  it('keeps the first of two tabs with the same id', () => {
    expect(
      visibleTabs([
        { tabId: 'a', title: 'One' },
        { tabId: 'a', title: 'Two' },
      ]).map((tab) => tab.title),
    ).toEqual(['One'])
  })

  it('accepts a missing list', () => {
    expect(visibleTabs(null)).toEqual([])
  })
})

describe('tabFromHash', () => {
  it('finds the tab named in the hash', () => {
    expect(tabFromHash('#winter', ['summer', 'winter'])).toBe('winter')
    expect(tabFromHash('#vetur%C3%B0', ['vetur\u00f0'])).toBe('vetur\u00f0')
  })

  it('ignores an empty, unknown or malformed hash', () => {
    expect(tabFromHash('', ['a'])).toBeNull()
    expect(tabFromHash('#main', ['a'])).toBeNull()
    expect(tabFromHash('#%E0%A4%A', ['a'])).toBeNull()
  })
})

describe('tabIndexForKey', () => {
  it('moves with arrows (wrapping), Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2)
    expect(tabIndexForKey('Home', 2, 3)).toBe(0)
    expect(tabIndexForKey('End', 0, 3)).toBe(2)
    expect(tabIndexForKey('Enter', 0, 3)).toBeNull()
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull()
  })
})
