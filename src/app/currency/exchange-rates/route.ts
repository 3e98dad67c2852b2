import { currentExchangeRates } from '@/server/exchange-rates'

export const dynamic = 'force-dynamic'

/** GET /currency/exchange-rates (SPEC §7): `{ success, rates, cached, fallback }`, EUR base. */
export async function GET(): Promise<Response> {
  const { rates, cached, fallback, error } = await currentExchangeRates()
  const reason = error ? { code: error.code, message: error.message } : undefined
  return Response.json(
    { success: true, rates, cached, fallback, ...(reason ? { reason } : {}) },
    { headers: { 'cache-control': 'public, max-age=300' } },
  )
}
