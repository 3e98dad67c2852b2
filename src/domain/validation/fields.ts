import { z } from 'zod'
import type { ValidationMessageKey } from './messages'

export const REQUIRED: ValidationMessageKey = 'validation.required'
export const FORMAT: ValidationMessageKey = 'validation.format'

/** SPEC §5: names take English letters, spaces, hyphen and apostrophe only. */
const ENGLISH_NAME_PATTERN = /^[A-Za-z][A-Za-z '-]*$/

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

/** A person's name: required, then English letters only ('Only English letters are allowed'). */
export const englishNameSchema = requiredText(50).regex(ENGLISH_NAME_PATTERN, { error: 'validation.englishLetters' })

export const emailSchema = requiredText(254).regex(z.regexes.email, { error: 'validation.email' })

export const GENDERS = ['male', 'female', 'other'] as const
export const genderSchema = z.enum(GENDERS, { error: FORMAT }).optional()
