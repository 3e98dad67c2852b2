import 'server-only'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'

/** What each protection covers, one line each, as editors wrote it (by service code). */
export async function protectionCoverage(locale: Locale): Promise<ReadonlyMap<number, readonly string[]>> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'services',
    where: { group: { in: ['protection', 'additional'] } },
    locale,
    depth: 0,
    pagination: false,
    select: { code: true, coverage: true },
  })
  return new Map(
    docs.map((doc) => [doc.code, (doc.coverage ?? []).map((row) => row.text.trim()).filter((text) => text !== '')]),
  )
}
