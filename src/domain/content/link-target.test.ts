import { describe, expect, it } from 'vitest'

import { linkTarget, opensInNewTab } from './link-target'

describe('linkTarget', () => {
  it.each([
    ['/about', { kind: 'internal', path: '/about' }],
    ['about', { kind: 'internal', path: '/about' }],
    ['https://example.com/x', { kind: 'external', href: 'https://example.com/x' }],
    ['HTTP://example.com', { kind: 'external', href: 'HTTP://example.com' }],
    ['mailto:hello@vegur.is', { kind: 'mail', href: 'mailto:hello@vegur.is' }],
    ['tel:+354 420 1000', { kind: 'tel', href: 'tel:+3544201000' }],
    ['/contact#goi', { kind: 'chatbot' }],
    ['#goi', { kind: 'chatbot' }],
    ['#faq', { kind: 'anchor', href: '#faq' }],
  ])('classifies %s', (url, expected) => {
    expect(linkTarget(url)).toEqual(expected)
  })

  it('opens only external, mail and tel links in a new tab', () => {
    expect(opensInNewTab(linkTarget('https://x.is'))).toBe(true)
    expect(opensInNewTab(linkTarget('mailto:a@b.is'))).toBe(true)
    expect(opensInNewTab(linkTarget('tel:112'))).toBe(true)
    expect(opensInNewTab(linkTarget('/about'))).toBe(false)
    expect(opensInNewTab(linkTarget('#goi'))).toBe(false)
  })
})
