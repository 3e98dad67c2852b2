import { describe, it, expect } from 'vitest'
import { emailSchema, optionalText, personNameSchema, requiredText } from './fields'

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

describe('personNameSchema', () => {
  it('takes letters of any alphabet, spaces, hyphens and apostrophes, as written', () => {
    expect(personNameSchema.parse(" Mary-Jane O'Neil ")).toBe("Mary-Jane O'Neil")
    expect(personNameSchema.parse('Guðrún Jónsdóttir')).toBe('Guðrún Jónsdóttir')
    expect(personNameSchema.parse('Jürgen Müller')).toBe('Jürgen Müller')
    expect(personNameSchema.parse('Иванов')).toBe('Иванов')
    expect(personNameSchema.parse('Παπαδόπουλος')).toBe('Παπαδόπουλος')
    expect(personNameSchema.parse('O’Brien')).toBe('O’Brien')
  })
  it('keeps one Unicode form: a decomposed accent is composed', () => {
    expect(personNameSchema.parse('Jo\u0301n')).toBe('Jón')
  })
  it('refuses digits, symbols and a leading mark with the spec message key', () => {
    expect(messages(personNameSchema.safeParse('R2D2'))).toEqual(['validation.englishLetters'])
    expect(messages(personNameSchema.safeParse('Anna!'))).toEqual(['validation.englishLetters'])
    expect(messages(personNameSchema.safeParse('Jón_Jónsson'))).toEqual(['validation.englishLetters'])
    expect(messages(personNameSchema.safeParse('-Ann'))).toEqual(['validation.englishLetters'])
    expect(messages(personNameSchema.safeParse('Ann@x'))).toEqual(['validation.englishLetters'])
    expect(messages(personNameSchema.safeParse(''))).toEqual(['validation.required'])
  })
})

describe('emailSchema', () => {
  it('checks the address', () => {
    expect(emailSchema.parse(' anna@example.is ')).toBe('anna@example.is')
    expect(messages(emailSchema.safeParse('anna@'))).toEqual(['validation.email'])
    expect(messages(emailSchema.safeParse(''))).toEqual(['validation.required'])
  })
})
