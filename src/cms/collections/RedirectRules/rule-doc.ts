import type { RedirectRule } from '../../../domain/redirects/redirect-rules'

export const REDIRECT_RULES_SLUG = 'redirect-rules'

export const REDIRECT_TYPES = [
  { label: 'Permanent (301)', value: 'permanent' },
  { label: 'Temporary (302)', value: 'temporary' },
] as const

/** The stored shape of a rule, as far as matching needs it. */
export type RedirectRuleDoc = {
  id?: number | string
  oldPath?: string | null
  newPath?: string | null
  type?: 'permanent' | 'temporary' | null
}

export function ruleOf(doc: RedirectRuleDoc): RedirectRule {
  return { oldPath: doc.oldPath ?? '', newPath: doc.newPath ?? '', isPermanent: doc.type !== 'temporary' }
}
