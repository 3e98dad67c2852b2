import { ERROR_CATALOGUE, type ErrorCode } from './errors'

/** The `{name}` placeholders of a text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
}

/**
 * Placeholders an editor's text for `code` names that the error never fills (a typo such as
 * `{nmae}` would reach visitors as it is); empty when the text is fine.
 */
export function unknownPlaceholders(code: ErrorCode, text: string): string[] {
  const known = new Set(placeholdersOf(ERROR_CATALOGUE[code].message))
  return placeholdersOf(text).filter((name) => !known.has(name))
}

/**
 * The error texts of one language: the editor's text where there is one (not blank), else the
 * message file's. Every catalogue code is in the answer.
 */
export function mergeErrorTexts(
  fromFiles: Readonly<Record<ErrorCode, string>>,
  fromEditors: Readonly<Partial<Record<ErrorCode, string | null>>>,
): Record<ErrorCode, string> {
  const merged = { ...fromFiles }
  for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
    const text = fromEditors[code]?.trim()
    if (text) merged[code] = text
  }
  return merged
}
