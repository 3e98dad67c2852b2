import 'server-only'

import type { RedirectRule } from '@/domain/redirects/redirect-rules'
import { ruleOf } from '@/cms/collections/RedirectRules/rule-doc'
import { payloadClient } from '@/server/payload'

/** Every saved redirect rule, oldest first (the order patterns are tried in). */
export async function savedRedirectRules(): Promise<readonly RedirectRule[]> {
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
