import { describe, expect, it } from 'vitest'

import {
  isDecodableFormAction,
  isDecodableMultipartReply,
  isDecodableTextReply,
  isNestedDeeperThan,
  MAX_REPLY_DEPTH,
  type ReplyPart,
} from './action-reply'

const FILE = { isFile: true } as const
const parts = (entries: Record<string, ReplyPart>) => new Map(Object.entries(entries))

describe('isDecodableTextReply', () => {
  it('accepts inline values as React sends them', () => {
    for (const body of [
      '[]',
      '["en"]',
      '[{"a":[1,"$$x"]},"$undefined","$D2026-01-01T00:00:00.000Z","$n12","$-0"]',
      '["$T"]',
    ]) {
      expect(isDecodableTextReply(body), body).toBe(true)
    }
  })

  it('refuses references to parts a text body cannot have, bodies that are no array, and deep nesting', () => {
    for (const body of [
      '["$Q1"]',
      '["$1"]',
      '["$B1"]',
      '["$@1"]',
      '{"a":1}',
      '[',
      `["$n${'9'.repeat(301)}"]`,
      '["$nabc"]',
    ]) {
      expect(isDecodableTextReply(body), body).toBe(false)
    }
    expect(isDecodableTextReply(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)).toBe(false)
    expect(isDecodableTextReply(`${'['.repeat(MAX_REPLY_DEPTH)}${']'.repeat(MAX_REPLY_DEPTH)}`)).toBe(true)
  })
})

describe('isDecodableMultipartReply', () => {
  it('accepts FormData, outlined objects, Maps, Sets and files that exist', () => {
    expect(isDecodableMultipartReply(parts({ '0': '["$K1"]', '1_voucher': 'X' }))).toBe(true)
    expect(isDecodableMultipartReply(parts({ '0': '["$1","$1:a:0"]', '1': '{"a":[2]}' }))).toBe(true)
    expect(isDecodableMultipartReply(parts({ '0': '["$Q1","$W2"]', '1': '[["k","v"]]', '2': '[1]' }))).toBe(true)
    expect(isDecodableMultipartReply(parts({ '0': '["$B1"]', '1': FILE }))).toBe(true)
    expect(isDecodableMultipartReply(parts({ '0': '["$Q1"]', '1': '"$2"', '2': '[]' }))).toBe(true)
  })

  it('refuses what the decoder throws on', () => {
    const forged: Record<string, Record<string, ReplyPart>> = {
      'missing Map': { '0': '["$Q5"]' },
      'Map of an object': { '0': '["$Q1"]', '1': '{"a":1}' },
      'one Map twice': { '0': '["$Q1","$Q1"]', '1': '[]' },
      'missing Set': { '0': '["$W9"]' },
      'missing iterator': { '0': '["$i9"]' },
      'missing promise': { '0': '["$@9"]' },
      'server reference': { '0': '["$h1"]', '1': '{"id":"x","bound":null}' },
      'missing blob': { '0': '["$B9"]' },
      'blob of text': { '0': '["$B1"]', '1': 'text' },
      'typed array': { '0': '["$A1"]', '1': FILE },
      stream: { '0': '["$R1"]' },
      'async iterable': { '0': '["$X1"]' },
      'missing part': { '0': '["$9"]' },
      'path into a number': { '0': '["$1:a:b"]', '1': '{"a":1}' },
      'path to nothing': { '0': '["$1:z"]', '1': '{"a":1}' },
      'not hexadecimal': { '0': '["$Zz"]' },
      'no root': { '1': '[]' },
      'root not JSON': { '0': '[' },
      'root a file': { '0': FILE },
      'deep part': { '0': '["$1"]', '1': `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
      'reference in a referenced part': { '0': '["$1"]', '1': '{"m":"$Q7"}' },
      'Map of the arguments themselves': { '0': '["$Q0"]' },
    }
    for (const [name, entries] of Object.entries(forged))
      expect(isDecodableMultipartReply(parts(entries)), name).toBe(false)
  })

  it('walks a cycle of references once', () => {
    expect(isDecodableMultipartReply(parts({ '0': '["$1"]', '1': '{"self":"$1","root":"$0"}' }))).toBe(true)
  })
})

describe('isDecodableFormAction', () => {
  const action = (bound: string | null, rest: Record<string, ReplyPart> = {}) =>
    parts({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id: 'abc', bound }), ...rest })

  it('accepts a form with its bound state, or none', () => {
    expect(isDecodableFormAction(action('$@1', { '$ACTION_1:1': '[{"status":"idle"}]', voucher: 'X' }))).toBe(true)
    expect(isDecodableFormAction(action(null))).toBe(true)
    expect(isDecodableFormAction(parts({ $ACTION_ID_abc: '', voucher: 'X' }))).toBe(true)
    expect(isDecodableFormAction(parts({ plain: 'form' }))).toBe(true)
  })

  it('refuses forged bound arguments and a missing or odd action name', () => {
    expect(isDecodableFormAction(action('$@1', { '$ACTION_1:1': '["$Q5"]' }))).toBe(false)
    expect(isDecodableFormAction(action('$@1', { '$ACTION_1:1': '["$Q1"]', '$ACTION_1:2': '{"a":1}' }))).toBe(false)
    expect(isDecodableFormAction(action('$@1'))).toBe(false)
    expect(isDecodableFormAction(action('$@1', { '$ACTION_1:1': '["$T"]' }))).toBe(false)
    expect(isDecodableFormAction(action('$1'))).toBe(false)
    expect(isDecodableFormAction(parts({ $ACTION_REF_1: '' }))).toBe(false)
    expect(isDecodableFormAction(parts({ $ACTION_REF_1: '', '$ACTION_1:0': '{"bound":null}' }))).toBe(false)
  })
})

describe('isNestedDeeperThan', () => {
  it('counts brackets outside strings only', () => {
    expect(isNestedDeeperThan('[[["[[[[["]]]', 3)).toBe(false)
    expect(isNestedDeeperThan('[[[[]]]]', 3)).toBe(true)
    expect(isNestedDeeperThan('["\\"[[[[["]', 1)).toBe(false)
  })
})
