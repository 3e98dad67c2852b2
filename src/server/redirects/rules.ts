import 'server-only'

import type { RedirectRule } from '@/domain/redirects/redirect-rules'
import { ruleOf } from '@/cms/collections/RedirectRules/rule-doc'
import { payloadClient } from '@/server/payload'

import { modelPageRules } from './model-rules'

/**
 * Every redirect rule: the editors' saved ones, oldest first (the order patterns are tried in), then
 * the model pages' (retired and renamed models, 301), which an editor's rule for the same address
 * overrides.
 */
export async function savedRedirectRules(): Promise<readonly RedirectRule[]> {
  const [saved, models] = await Promise.all([editorRules(), modelPageRules()])
  const taken = new Set(saved.map((rule) => rule.oldPath))
  return [...saved, ...models.filter((rule) => !taken.has(rule.oldPath))]
}

async function editorRules(): Promise<readonly RedirectRule[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'redirect-rules',
    pagination: false,
    depth: 0,
    sort: 'createdAt',
    overrideAccess: false,
  })
  return found.docs.map(ruleOf)
}
