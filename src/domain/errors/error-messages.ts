import type { ErrorCode, ErrorParams } from './errors'

// Apart from the catalogue (./errors.ts), so the browser can name a code's message without loading
// every English text.

/** The namespace of the translated messages in messages/{lang}.json. */
export const ERROR_MESSAGES_NAMESPACE = 'apiErrors'

/** The key of the code's translated message (`apiErrors.CAR_NOT_AVAILABLE`). */
export function errorMessageKey<Code extends ErrorCode>(code: Code): `apiErrors.${Code}` {
  return `${ERROR_MESSAGES_NAMESPACE}.${code}`
}

/** Replaces `{name}` with params.name; unknown placeholders stay as written. */
export function fillPlaceholders(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}
