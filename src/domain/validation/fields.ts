import { z } from 'zod'
import type { ValidationMessageKey } from './messages'

export const REQUIRED: ValidationMessageKey = 'validation.required'
export const FORMAT: ValidationMessageKey = 'validation.format'

/**
 * Names as people write them (docs/decisions/010-names-as-people-write-them.md, relaxing SPEC §5):
 * a letter of any alphabet first, then letters (with their accents), spaces, hyphens and
 * apostrophes. Digits and symbols still get SPEC §5's message.
 */
const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’-]*$/u

/** Trimmed text that must not be empty ('{field} is required'), at most `maxLength` characters. */
export function requiredText(maxLength: number) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(maxLength, { error: FORMAT, abort: true })
}

/** Trimmed text that may be left out or blank (then undefined). */
export function optionalText(maxLength: number) {
  return z
    .string({ error: FORMAT })
    .trim()
    .max(maxLength, { error: FORMAT })
    .optional()
    .transform((value) => (value === '' ? undefined : value))
}

/**
 * A person's name: required, then letters of any alphabet, spaces, hyphens and apostrophes (else
 * SPEC §5's 'Only English letters are allowed'). Kept as written, in one Unicode form (NFC).
 */
export const personNameSchema = requiredText(50)
  .regex(PERSON_NAME_PATTERN, { error: 'validation.englishLetters' })
  .transform((name) => name.normalize('NFC'))

export const emailSchema = requiredText(254).regex(z.regexes.email, { error: 'validation.email' })

export const GENDERS = ['male', 'female', 'other'] as const
export const genderSchema = z.enum(GENDERS, { error: FORMAT }).optional()
