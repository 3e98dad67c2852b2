import type { GlobalConfig } from 'payload'

import { CODES_WITHOUT_EDITOR_TEXT, ERROR_CATALOGUE, type ErrorCode } from '../../../domain/errors/errors'
import { unknownPlaceholders } from '../../../domain/errors/error-texts'
import { anyone, isEditor } from '../../access/roles'
import { errorMessagesChanged } from './errorMessagesChanged'

export const ERROR_MESSAGES_SLUG = 'error-messages'

/** Every code but those answered while the database (and so this global) cannot be read. */
const CODES = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => !CODES_WITHOUT_EDITOR_TEXT.includes(code))

/**
 * SPEC §3 "error list per language": every error text visitors can meet, worded by editors per
 * language. An empty text uses the site's own (the message files); `{name}` placeholders are
 * filled in, and only the ones the error has are accepted.
 */
export const ErrorMessages: GlobalConfig = {
  slug: ERROR_MESSAGES_SLUG,
  label: 'Error messages',
  admin: {
    group: 'Content',
    description:
      'Leave a text empty to use the built-in one (shown as its placeholder). Texts in {braces} are filled in by the site.',
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [errorMessagesChanged] },
  fields: CODES.map((code) => ({
    name: code,
    type: 'text' as const,
    localized: true,
    label: code,
    admin: { placeholder: ERROR_CATALOGUE[code].message },
    validate: (value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return true
      const unknown = unknownPlaceholders(code, value)
      return unknown.length === 0
        ? true
        : `This error fills only ${placeholderList(code)}; remove {${unknown.join('}, {')}}.`
    },
  })),
}

function placeholderList(code: ErrorCode): string {
  const names = [...ERROR_CATALOGUE[code].message.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`)
  return names.length > 0 ? names.join(', ') : 'no placeholders'
}
