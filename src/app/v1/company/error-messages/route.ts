import { localeOr } from '@/i18n/locales'
import { errorTextsFor } from '@/server/cms/error-texts'
import { okResponse } from '@/server/http/api-response'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `GET /v1/company/error-messages?ln={language}`: every error text of the site in that
 * language, `{ success, data: { CODE: text } }`: the editors' wording (Content › Error messages),
 * else the message files'. An unknown language answers the default one.
 */
export async function GET(request: Request): Promise<Response> {
  const locale = localeOr(new URL(request.url).searchParams.get('ln'))
  return okResponse(await errorTextsFor(locale))
}
