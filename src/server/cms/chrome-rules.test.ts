import { describe, expect, it } from 'vitest'

import {
  copyrightText,
  visibleLanguages,
  visibleLinks,
  visibleMenu,
  visibleSchedule,
  visibleSocialLinks,
} from './chrome-rules'

describe('visibleMenu', () => {
  it('keeps entries with both a title and a url, trimmed', () => {
    expect(visibleMenu([{ title: ' Cars ', url: ' /our-cars ', subPages: null }])).toEqual([
      { title: 'Cars', url: '/our-cars', subPages: [] },
    ])
  })

  it('drops entries missing the url, the title, or both', () => {
    expect(
      visibleMenu([{ title: 'No url', url: null }, { title: null, url: '/no-title' }, { title: '  ', url: '   ' }, {}]),
    ).toEqual([])
  })

  it('applies the same rule to sub-pages', () => {
    const [item] = visibleMenu([
      {
        title: 'About',
        url: '/about',
        subPages: [{ title: 'Team', url: '/about/team' }, { title: 'Empty' }, { url: '/about/x' }],
      },
    ])
    expect(item?.subPages).toEqual([{ title: 'Team', url: '/about/team' }])
  })

  it('treats a missing menu as empty', () => {
    expect(visibleMenu(undefined)).toEqual([])
    expect(visibleLinks(null)).toEqual([])
  })
})

describe('visibleSocialLinks', () => {
  it('drops links without a link', () => {
    expect(
      visibleSocialLinks([
        { network: 'facebook', link: 'https://facebook.com/vegur' },
        { network: 'instagram', link: '' },
        { network: 'x', link: null },
        { network: 'youtube' },
      ]),
    ).toEqual([{ network: 'facebook', url: 'https://facebook.com/vegur' }])
  })
})

describe('visibleSchedule', () => {
  it('drops rows without a time description and keeps the order', () => {
    expect(
      visibleSchedule([
        { day: 'monday', timeDescription: '08:00–18:00' },
        { day: 'tuesday', timeDescription: ' ' },
        { day: 'sunday', timeDescription: 'Closed' },
        { day: 'saturday' },
      ]),
    ).toEqual([
      { day: 'monday', timeDescription: '08:00–18:00' },
      { day: 'sunday', timeDescription: 'Closed' },
    ])
  })
})

describe('copyrightText', () => {
  it('replaces every {year} with the given year', () => {
    expect(copyrightText('© {year} Vegur ehf. ({year})', 2031)).toBe('© 2031 Vegur ehf. (2031)')
  })

  it('leaves a line without the placeholder alone', () => {
    expect(copyrightText('© Vegur', 2031)).toBe('© Vegur')
  })

  it('gives null for an empty line', () => {
    expect(copyrightText('  ', 2031)).toBeNull()
    expect(copyrightText(null, 2031)).toBeNull()
  })
})

describe('visibleLanguages', () => {
  it('keeps only the configured languages, in the site order, once each', () => {
    expect(visibleLanguages(['is', 'en', 'is', 'xx'])).toEqual(['en', 'is'])
  })

  it('offers every language when never configured', () => {
    expect(visibleLanguages(null)).toEqual(['en', 'de', 'es', 'fr', 'is', 'it'])
  })

  it('offers none when the list was emptied', () => {
    expect(visibleLanguages([])).toEqual([])
  })
})
