import 'server-only'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { neverCovered } from '@/server/rental/catalogue'

/** The words of the Insurance step, as editors wrote them. */
export type ProtectionCoverage = {
  /** What each protection covers, one line each, by service code. */
  readonly byCode: ReadonlyMap<number, readonly string[]>
  /** What no protection covers (the Rental rules). */
  readonly neverCovered: readonly string[]
}

export async function protectionCoverage(locale: Locale): Promise<ProtectionCoverage> {
  const payload = await payloadClient()
  const [{ docs }, exclusions] = await Promise.all([
    payload.find({
      collection: 'services',
      where: { group: { in: ['protection', 'additional'] } },
      locale,
      depth: 0,
      pagination: false,
      select: { code: true, coverage: true },
    }),
    neverCovered({ payload, locale }),
  ])
  return {
    byCode: new Map(
      docs.map((doc) => [doc.code, (doc.coverage ?? []).map((row) => row.text.trim()).filter((text) => text !== '')]),
    ),
    neverCovered: exclusions,
  }
}
