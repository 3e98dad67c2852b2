import { describe, it, expect } from 'vitest'
import { emailSchema, englishNameSchema, optionalText, requiredText } from './fields'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('requiredText and optionalText', () => {
  it('requires non-blank text', () => {
    expect(messages(requiredText(5).safeParse(undefined))).toEqual(['validation.required'])
    expect(messages(requiredText(5).safeParse('   '))).toEqual(['validation.required'])
    expect(messages(requiredText(5).safeParse('toolong'))).toEqual(['validation.format'])
    expect(requiredText(5).parse(' ok ')).toBe('ok')
  })
  it('turns blank optional text into undefined', () => {
    expect(optionalText(5).parse('  ')).toBeUndefined()
    expect(optionalText(5).parse(undefined)).toBeUndefined()
    expect(optionalText(5).parse(' a ')).toBe('a')
  })
})

describe('englishNameSchema', () => {
  it('takes English letters, spaces, hyphens and apostrophes', () => {
    expect(englishNameSchema.parse(" Mary-Jane O'Neil ")).toBe("Mary-Jane O'Neil")
  })
  it('refuses other letters with the spec message key', () => {
    expect(messages(englishNameSchema.safeParse('Jón'))).toEqual(['validation.englishLetters'])
    expect(messages(englishNameSchema.safeParse('R2D2'))).toEqual(['validation.englishLetters'])
    expect(messages(englishNameSchema.safeParse('-Ann'))).toEqual(['validation.englishLetters'])
    expect(messages(englishNameSchema.safeParse(''))).toEqual(['validation.required'])
  })
})

describe('emailSchema', () => {
  it('checks the address', () => {
    expect(emailSchema.parse(' anna@example.is ')).toBe('anna@example.is')
    expect(messages(emailSchema.safeParse('anna@'))).toEqual(['validation.email'])
    expect(messages(emailSchema.safeParse(''))).toEqual(['validation.required'])
  })
})
