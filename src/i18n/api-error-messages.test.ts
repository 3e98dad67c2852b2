import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { errorMessageKey } from '@/domain/errors/error-messages'
import { ERROR_CATALOGUE, type ErrorCode } from '@/domain/errors/errors'

const LANGUAGES = ['en', 'de', 'es', 'fr', 'is', 'it'] as const
const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[]

type Tree = { readonly [key: string]: string | Tree }

function messagesOf(language: string): Tree {
  return JSON.parse(readFileSync(path.resolve('messages', `${language}.json`), 'utf8')) as Tree
}

function textAt(tree: Tree, key: string): unknown {
  let current: unknown = tree
  for (const part of key.split('.')) {
    current = typeof current === 'object' && current !== null ? (current as Tree)[part] : undefined
  }
  return current
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

describe('the error catalogue in six languages (messages/*.json, apiErrors)', () => {
  it.each(LANGUAGES)('has a message for every code in %s, with the same placeholders', (language) => {
    const messages = messagesOf(language)
    for (const code of CODES) {
      const text = textAt(messages, errorMessageKey(code))
      expect(typeof text === 'string' && text.trim() !== '', `${language} ${code}`).toBe(true)
      expect(placeholders(String(text)), `${language} ${code}`).toEqual(placeholders(ERROR_CATALOGUE[code].message))
    }
  })

  it.each(LANGUAGES)('has messages in %s that next-intl can compile (the build compiles every message)', (language) => {
    const problems: string[] = []
    const t = createTranslator({
      locale: language,
      messages: messagesOf(language),
      onError: (error) => problems.push(error.message),
    })
    for (const code of CODES) {
      const params = Object.fromEntries(placeholders(ERROR_CATALOGUE[code].message).map((name) => [name, name]))
      t(errorMessageKey(code) as never, params as never)
    }
    expect(problems).toEqual([])
  })

  it('holds no translated message for a code it does not know', () => {
    for (const language of LANGUAGES) {
      const translated = textAt(messagesOf(language), 'apiErrors')
      expect(Object.keys(translated as Tree).sort(), language).toEqual([...CODES].sort())
    }
  })

  it('is the English translation word for word', () => {
    const english = messagesOf('en')
    for (const code of CODES) expect(textAt(english, errorMessageKey(code)), code).toBe(ERROR_CATALOGUE[code].message)
  })
})
