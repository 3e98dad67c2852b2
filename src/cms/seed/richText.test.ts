import { describe, expect, it } from 'vitest'

import { richText } from './richText'

describe('richText', () => {
  it('builds a root with paragraphs, headings and lists', () => {
    const state = richText([{ h2: 'Title' }, 'First paragraph.', { h3: 'Sub' }, { ul: ['One', 'Two'] }, { ol: ['A'] }])
    expect(state.root.type).toBe('root')
    expect(state.root.children.map((node) => node.type)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list'])
    expect(state.root.children[0]).toMatchObject({ tag: 'h2', children: [{ type: 'text', text: 'Title', format: 0 }] })
    expect(state.root.children[3]).toMatchObject({
      listType: 'bullet',
      tag: 'ul',
      children: [
        { type: 'listitem', value: 1, children: [{ text: 'One' }] },
        { type: 'listitem', value: 2, children: [{ text: 'Two' }] },
      ],
    })
    expect(state.root.children[4]).toMatchObject({ listType: 'number', tag: 'ol' })
  })

  it('builds inline runs with bold text and links', () => {
    const state = richText([
      ['Read ', { bold: 'this' }, ' and ', { link: 'our guide', url: '/faq' }, { link: 'mail', url: 'mailto:a@b.is' }],
    ])
    const paragraph = state.root.children[0]
    expect(paragraph).toMatchObject({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Read ', format: 0 },
        { type: 'text', text: 'this', format: 1 },
        { type: 'text', text: ' and ' },
        {
          type: 'link',
          version: 3,
          fields: { linkType: 'custom', url: '/faq', newTab: false },
          children: [{ text: 'our guide' }],
        },
        { type: 'link', fields: { url: 'mailto:a@b.is', newTab: true } },
      ],
    })
  })

  it('gives every node a type and a version, as Lexical requires', () => {
    const state = richText(['x', { ul: [['y', { link: 'z', url: '/z' }]] }])
    const visit = (node: { type: unknown; version: unknown; children?: unknown }): void => {
      expect(typeof node.type).toBe('string')
      expect(typeof node.version).toBe('number')
      if (Array.isArray(node.children)) node.children.forEach(visit)
    }
    visit(state.root)
  })
})
