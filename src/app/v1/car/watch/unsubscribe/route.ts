import { payloadClient } from '@/server/payload'
import { backToCar, staleLink } from '@/server/sales/price-watch/link-answer'
import { unsubscribeWatch } from '@/server/sales/price-watch/watches'

async function unsubscribe(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  return unsubscribeWatch({ payload: await payloadClient(), token })
}

/** The unsubscribe link of an alert: one click stops the watch. */
export async function GET(request: Request) {
  const result = await unsubscribe(request)
  return result.isOk ? backToCar({ ...result.value, note: 'stopped' }) : staleLink()
}

/** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) from the mail client. */
export async function POST(request: Request) {
  const result = await unsubscribe(request)
  return new Response(null, { status: result.isOk ? 204 : 404, headers: { 'cache-control': 'no-store' } })
}
