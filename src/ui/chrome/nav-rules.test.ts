import { describe, expect, it } from 'vitest'

import { activeItemIndex, activeSection, isBackToTopPath, isUnderPath, normalizePath } from './nav-rules'
import type { MenuItem } from '@/server/cms/site-chrome'

const menu: MenuItem[] = [
  { title: 'Home', url: '/', subPages: [] },
  {
    title: 'About',
    url: '/about',
    subPages: [
      { title: 'Team', url: '/about/team' },
      { title: 'Jobs', url: '/jobs/' },
    ],
  },
  { title: 'Contact', url: '/contact', subPages: [] },
]

describe('normalizePath', () => {
  it('drops query, hash and trailing slashes and adds the leading slash', () => {
    expect(normalizePath('/about/?x=1#top')).toBe('/about')
    expect(normalizePath('about')).toBe('/about')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('')).toBe('/')
  })
})

describe('isUnderPath', () => {
  it('matches the path itself and paths below it, not siblings sharing a prefix', () => {
    expect(isUnderPath('/car', '/car')).toBe(true)
    expect(isUnderPath('/car/12', '/car/')).toBe(true)
    expect(isUnderPath('/cars/kia-ceed', '/car')).toBe(false)
  })

  it('matches only the home page for /', () => {
    expect(isUnderPath('/', '/')).toBe(true)
    expect(isUnderPath('/about', '/')).toBe(false)
  })
})

describe('activeSection', () => {
  it('finds the item with sub-pages for its own path and for a sub-page', () => {
    expect(activeSection(menu, '/about')?.title).toBe('About')
    expect(activeSection(menu, '/jobs')?.title).toBe('About')
  })

  it('is null elsewhere and for items without sub-pages', () => {
    expect(activeSection(menu, '/contact')).toBeNull()
    expect(activeSection(menu, '/elsewhere')).toBeNull()
  })
})

describe('activeItemIndex', () => {
  it('gives the index of the item matching the route, by itself or a sub-page', () => {
    expect(activeItemIndex(menu, '/about/team')).toBe(1)
    expect(activeItemIndex(menu, '/contact/')).toBe(2)
    expect(activeItemIndex(menu, '/nowhere')).toBeNull()
  })
})

describe('isBackToTopPath', () => {
  const paths = { search: '/search', car: '/car', library: '/our-cars' }

  it('is true on search, car-for-sale, rental car and fleet pages', () => {
    for (const path of ['/search', '/search/brands/kia', '/car/123', '/cars/kia-ceed', '/our-cars']) {
      expect(isBackToTopPath(path, paths)).toBe(true)
    }
  })

  it('is false elsewhere', () => {
    for (const path of ['/', '/about', '/booking', '/carsharing', '/searching']) {
      expect(isBackToTopPath(path, paths)).toBe(false)
    }
  })

  it('follows configured paths', () => {
    expect(isBackToTopPath('/til-solu/5', { ...paths, car: '/til-solu' })).toBe(true)
  })
})
