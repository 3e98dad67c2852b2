export const dynamic = 'force-dynamic'

/** Liveness for a load balancer or orchestrator: the process answers. No dependency is checked (see /readyz). */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
