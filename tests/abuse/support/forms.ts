import { jsonOf, send } from './client'

/** Header that carries the signed start stamp of the built-in bot check. */
export const STAMP_HEADER = 'x-form-stamp'

/**
 * What a person's browser sends with a sales or CMS form: the start stamp the server signed when
 * the form was shown (asked for like the browser does), after waiting as long as a quick person
 * takes to fill the form in.
 */
export async function personFilling(
  from: string,
  waitMs = 3200,
): Promise<{ headers: Record<string, string>; fields: Record<string, string> }> {
  const shownAt = Date.now()
  const answer = await send({ path: '/v1/forms/stamp', from })
  const stamp = jsonOf<{ data?: { stamp?: string } }>(answer)?.data?.stamp ?? ''
  await new Promise((resolve) => setTimeout(resolve, waitMs))
  return {
    headers: stamp ? { [STAMP_HEADER]: stamp } : {},
    // What the browser wrote itself before the server signed the stamp (ignored now).
    fields: { startedAt: String(shownAt) },
  }
}

/** The published cars for sale (public REST), newest first. */
export async function carsForSale(): Promise<number[]> {
  const answer = await send({ path: '/api/vehicles-for-sale?limit=10&depth=0&sort=-createdAt' })
  const json = jsonOf<{ docs?: { id: number }[] }>(answer)
  const ids = (json?.docs ?? []).map((doc) => doc.id)
  if (ids.length === 0) throw new Error('no car for sale in the demo data')
  return ids
}
