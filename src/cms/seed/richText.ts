import type {
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedParagraphNode,
  SerializedTextNode,
} from '@payloadcms/richtext-lexical'

import type { TextareaItem } from '../../payload-types'

/** Lexical editor state as the generated types describe rich-text fields. */
export type RichText = TextareaItem['body']

/** Inline content: plain text, bold text, or a link (external links open in a new tab). */
type Inline = string | { bold: string } | { link: string; url: string }

/** A block: a paragraph (a string or a run of inlines), a heading, or a bullet or numbered list. */
export type RichBlock =
  | string
  | readonly Inline[]
  | { h2: string }
  | { h3: string }
  | { ul: readonly (string | readonly Inline[])[] }
  | { ol: readonly (string | readonly Inline[])[] }

const ELEMENT = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

/** Builds Lexical editor state from simple blocks, e.g. `richText([{ h2: 'Title' }, 'A paragraph.'])`. */
export function richText(blocks: readonly RichBlock[]): RichText {
  return { root: { type: 'root', ...ELEMENT, children: blocks.map(blockNode) } }
}

function blockNode(block: RichBlock): SerializedParagraphNode | SerializedHeadingNode | SerializedListNode {
  if (typeof block === 'string' || isInlineRun(block)) return paragraph(block)
  if ('h2' in block) return heading('h2', block.h2)
  if ('h3' in block) return heading('h3', block.h3)
  return 'ul' in block ? list('bullet', block.ul) : list('number', block.ol)
}

function isInlineRun(block: RichBlock): block is readonly Inline[] {
  return Array.isArray(block)
}

function paragraph(content: string | readonly Inline[]): SerializedParagraphNode {
  return { type: 'paragraph', ...ELEMENT, textFormat: 0, textStyle: '', children: inlineNodes(content) }
}

function heading(tag: 'h2' | 'h3', text: string): SerializedHeadingNode {
  return { type: 'heading', tag, ...ELEMENT, children: [textNode(text)] }
}

function list(listType: 'bullet' | 'number', items: readonly (string | readonly Inline[])[]): SerializedListNode {
  const children = items.map((item, index): SerializedListItemNode => ({
    type: 'listitem',
    ...ELEMENT,
    value: index + 1,
    checked: undefined,
    children: inlineNodes(item),
  }))
  return { type: 'list', ...ELEMENT, listType, tag: listType === 'bullet' ? 'ul' : 'ol', start: 1, children }
}

function inlineNodes(content: string | readonly Inline[]): (SerializedTextNode | SerializedLinkNode)[] {
  const run = typeof content === 'string' ? [content] : content
  return run.map((inline) => {
    if (typeof inline === 'string') return textNode(inline)
    if ('bold' in inline) return textNode(inline.bold, 1)
    return linkNode(inline.link, inline.url)
  })
}

function textNode(text: string, format = 0): SerializedTextNode {
  return { type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

function linkNode(label: string, url: string): SerializedLinkNode {
  const isExternal = /^(https?:|mailto:|tel:)/.test(url)
  return {
    type: 'link',
    ...ELEMENT,
    version: 3,
    fields: { linkType: 'custom', url, newTab: isExternal },
    children: [textNode(label)],
  }
}
