import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { redirectProblem, type RedirectProblem } from '../../../../domain/redirects/redirect-rules'
import { ruleOf, REDIRECT_RULES_SLUG, type RedirectRuleDoc } from '../rule-doc'

/**
 * Refuses a rule on save, with a message at its field: a path missing or malformed, a pattern the
 * linear-time engine does not take, a rule leading back to itself (a loop, trailing slash, letter
 * case and encoding aside) or into another rule (a chain).
 */
export const checkRule: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const rule = ruleOf({ ...(originalDoc as RedirectRuleDoc | undefined), ...(data as RedirectRuleDoc) })
  const others = await req.payload.find({
    collection: REDIRECT_RULES_SLUG,
    pagination: false,
    depth: 0,
    req,
    ...(originalDoc?.id !== undefined && { where: { id: { not_equals: (originalDoc as RedirectRuleDoc).id } } }),
  })
  const problem = redirectProblem(rule, others.docs.map(ruleOf))
  if (problem) {
    const { path, message } = describe(problem)
    throw new ValidationError({ collection: REDIRECT_RULES_SLUG, errors: [{ path, message }] })
  }
  return data
}

function describe(problem: RedirectProblem): { path: string; message: string } {
  switch (problem.code) {
    case 'EMPTY_PATH':
      return { path: 'oldPath', message: 'Both the old path and the new path are needed.' }
    case 'BAD_PATH':
      return {
        path: 'oldPath',
        message: 'The old path starts with / (or ^/ for a regular expression); the new path with / or http(s)://.',
      }
    case 'INVALID_PATTERN':
      return {
        path: 'oldPath',
        message:
          'This regular expression does not compile. Patterns run on RE2: no look-ahead, look-behind or back-references (\\1).',
      }
    case 'LOOP':
      return {
        path: 'newPath',
        message:
          'This rule leads back to a path it redirects (a trailing slash, capital letters or %-encoding make no difference), so visitors would loop.',
      }
    case 'CHAIN':
      return {
        path: 'newPath',
        message: `This rule chains with the rule for ${problem.other}: visitors would be redirected twice. Point both at the final path.`,
      }
  }
}
