import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { GLOSSARY } from './glossary'
import { LOCALES } from './locales'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [leaf, text] of leaves(value, name)) out.set(leaf, text)
  }
  return out
}

const messagesOf = (locale: string) =>
  leaves(JSON.parse(readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Tree)

describe('the glossary: one word for each thing in every language', () => {
  it.each(LOCALES)('%s names each thing with its term wherever it is named', (locale) => {
    const messages = messagesOf(locale)
    for (const entry of GLOSSARY[locale]) {
      for (const key of entry.keys) {
        const text = messages.get(key)
        expect(text, `${locale}: ${key} is missing`).toBeDefined()
        expect(text, `${locale}: ${key} should say ${entry.term} (${entry.concept})`).toMatch(entry.term)
      }
    }
  })

  it.each(LOCALES)('%s uses none of the words the glossary rules out', (locale) => {
    const found: string[] = []
    for (const [key, text] of messagesOf(locale)) {
      for (const entry of GLOSSARY[locale]) {
        for (const pattern of entry.avoid ?? []) {
          if (pattern.test(text)) found.push(`${key}: "${text}" uses ${pattern} for ${entry.concept}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('catches a variant where one slips in', () => {
    const avoid = GLOSSARY.is.find((entry) => entry.concept === 'protection')?.avoid ?? []
    expect(avoid.some((pattern) => pattern.test('Breyta tryggingu og aukahlutum'))).toBe(true)
    expect(avoid.some((pattern) => pattern.test('Kaskótrygging (CDW)'))).toBe(false)
    expect(avoid.some((pattern) => pattern.test('Tryggingarfé á korti'))).toBe(false)
  })
})
