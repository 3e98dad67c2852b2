import { payloadClient } from '@/server/payload'
import { backToCar, staleLink } from '@/server/sales/price-watch/link-answer'
import { confirmWatch } from '@/server/sales/price-watch/watches'

/** The double opt-in link of a price watch: turns it on, then back to the car. */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  const result = await confirmWatch({ payload: await payloadClient(), token, now: new Date() })
  return result.isOk ? backToCar({ ...result.value, note: 'confirmed' }) : staleLink()
}
