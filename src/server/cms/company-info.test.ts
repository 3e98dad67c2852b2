import { describe, expect, it, vi } from 'vitest'

import type { CompanyInformation, Media } from '@/payload-types'

import { toSiteChrome } from './company-info'

vi.mock('../payload', () => ({ payloadClient: vi.fn() }))

const logo: Media = {
  id: 7,
  alt: '',
  url: '/api/media/file/logo.svg',
  width: 160,
  height: 40,
  updatedAt: '',
  createdAt: '',
}

const doc: CompanyInformation = {
  id: 1,
  name: 'Vegur',
  logo,
  favicon: 8,
  address: { street: 'Blikavöllur 5', postalCode: '235', city: 'Keflavík', country: 'Iceland' },
  map: 'https://maps.example/vegur',
  phones: [{ label: ' ', number: ' +354 555 1234 ' }, { number: '  ' }],
  email: 'info@vegur.is',
  copyright: '© {year} Vegur',
  socialLinks: [
    { network: 'facebook', link: 'https://facebook.com/vegur' },
    { network: 'x', link: '' },
  ],
  languages: ['is', 'en'],
  schedule: [
    { day: 'monday', timeDescription: '8–18' },
    { day: 'sunday', timeDescription: null },
  ],
  pages: {
    header: [{ title: 'About', url: '/about', subPages: [{ title: 'Team', url: '/about/team' }, { title: 'x' }] }],
    footer: [{ title: 'No url' }],
    searchPaths: { path: '/til-solu', carPath: null, libraryPath: '' },
    contactPath: null,
  },
  layout: { header: { buttons: [{ label: 'Book', url: '/booking', style: null }] } },
  codes: { head: '<script>1</script>' },
}

describe('toSiteChrome', () => {
  const chrome = toSiteChrome(doc, 2031)

  it('applies the display rules', () => {
    expect(chrome.headerMenu).toEqual([
      { title: 'About', url: '/about', subPages: [{ title: 'Team', url: '/about/team' }] },
    ])
    expect(chrome.footerMenu).toEqual([])
    expect(chrome.socialLinks).toEqual([{ network: 'facebook', url: 'https://facebook.com/vegur' }])
    expect(chrome.schedule).toEqual([{ day: 'monday', timeDescription: '8–18' }])
    expect(chrome.copyright).toBe('© 2031 Vegur')
    expect(chrome.languages).toEqual(['en', 'is'])
  })

  it('keeps phones with a number and maps contact details', () => {
    expect(chrome.phones).toEqual([{ label: null, number: '+354 555 1234' }])
    expect(chrome.address).toEqual({
      lines: ['Blikavöllur 5', '235 Keflavík', 'Iceland'],
      mapUrl: 'https://maps.example/vegur',
    })
    expect(chrome.email).toBe('info@vegur.is')
  })

  it('uses the logo when populated, its alt falling back to the name; an unpopulated favicon is ignored', () => {
    expect(chrome.logo).toEqual({ url: logo.url, alt: 'Vegur', width: 160, height: 40 })
    expect(chrome.faviconUrl).toBeNull()
  })

  it('falls back to the default paths and button style', () => {
    expect(chrome.paths).toEqual({
      search: '/til-solu',
      car: '/car',
      library: '/our-cars',
      contact: '/contact',
      privacy: '/privacy',
    })
    expect(chrome.headerButtons).toEqual([{ label: 'Book', url: '/booking', style: 'primary' }])
    expect(chrome.snippets).toEqual({ head: '<script>1</script>', openBody: '', closeBody: '' })
  })
})
