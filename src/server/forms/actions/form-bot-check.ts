'use server'

import 'server-only'

import { publicBotCheck, type PublicBotCheck } from '@/server/sales/bot-check'

/**
 * What the browser needs to run the configured bot check on a CMS form (the site key is public):
 * read from configuration only, so the form block renders the same HTML for every visitor.
 */
export async function formBotCheck(): Promise<PublicBotCheck> {
  return publicBotCheck()
}
