import type { FormIssue, FormIssueKey } from './check-form'

/** Formats one of the `forms` messages in the visitor's language (next-intl's `t` of that namespace). */
export type FormIssueTranslate = (key: FormIssueKey, params: Record<string, string | number>) => string

/**
 * Languages whose messages take the label lowercased: SPEC §5's default form error is the
 * Icelandic 'fill in' followed by the lowercased label ("Fylltu út netfang").
 */
const LOWERCASED_LABEL_LOCALES: ReadonlySet<string> = new Set(['is'])

/**
 * An issue's message: the editor's own when the field has one, else the language's text with the
 * field's label for `{field}` (lowercased where the language's default asks for it).
 */
export function formIssueMessage(issue: FormIssue, translate: FormIssueTranslate, locale: string): string {
  if (issue.custom) return issue.custom
  const label = String(issue.params.field ?? '')
  const field = LOWERCASED_LABEL_LOCALES.has(locale) ? label.toLocaleLowerCase('is') : label
  return translate(issue.key, { ...issue.params, field })
}
