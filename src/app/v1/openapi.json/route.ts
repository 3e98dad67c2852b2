import { env } from '@/env'
import { openApiDocument } from '@/server/openapi/document'

export const dynamic = 'force-dynamic'

let built: string | undefined

/**
 * The OpenAPI 3.1 document of the partner API, built from the routes' zod schemas. Public: it
 * describes the calls, it opens none. The rendered reference is /partner-api.
 */
export function GET(): Response {
  // Built once per process: the schemas do not change while it runs.
  built ??= JSON.stringify(openApiDocument({ serverUrl: new URL(env.SITE_URL).origin }))
  return new Response(built, {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
  })
}
