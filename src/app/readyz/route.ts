import { checkReadiness } from '@/server/health/readiness-checks'

export const dynamic = 'force-dynamic'

/** Readiness for a load balancer: 200 when the database (and Redis, when set) answer, else 503 naming what failed. */
export async function GET(): Promise<Response> {
  const { httpStatus, body } = await checkReadiness()
  return Response.json(body, { status: httpStatus, headers: { 'cache-control': 'no-store' } })
}
