import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from './locales'

type Tree = { [key: string]: string | Tree }

function load(locale: string): Tree {
  return JSON.parse(readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Tree
}

/** Every leaf as `a.b.c` → its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [leaf, text] of leaves(value, name)) out.set(leaf, text)
  }
  return out
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1] ?? '').sort()
}

const english = leaves(load('en'))

describe('messages', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    const translated = leaves(load(locale))
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it.each(LOCALES)('%s has no empty text and keeps every placeholder', (locale) => {
    for (const [key, text] of leaves(load(locale))) {
      expect(text.trim(), `${locale}: ${key}`).not.toBe('')
      expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(english.get(key) ?? ''))
    }
  })

  it('names the booking and manage steps in English as the spec does (SPEC §2)', () => {
    const names = (flow: string, steps: string[]) => steps.map((step) => english.get(`${flow}.steps.${step}`))
    expect(names('booking', ['search', 'protection', 'extras', 'detail', 'payment', 'confirmation'])).toEqual([
      'Select Car',
      'Insurance',
      'Extras',
      'Personal Information',
      'Payment',
      'Confirmation',
    ])
    expect(names('manage', ['protection', 'extras', 'detail', 'payment', 'confirmation'])).toEqual([
      'Protection',
      'Extras',
      'Driver',
      'Payment',
      'Contract',
    ])
  })
})
