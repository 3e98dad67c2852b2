import 'server-only'

import { officeDateOf } from '@/cms/collections/rental/Offices/hours'
import type { PromoCode } from '@/domain/pricing/promo'
import type { PromoCode as PromoCodeDoc } from '@/payload-types'

export type PromoSource = Pick<
  PromoCodeDoc,
  'code' | 'kind' | 'value' | 'currency' | 'validFrom' | 'validTo' | 'carCategories'
>

export function toDomainPromo(doc: PromoSource): PromoCode {
  const validFrom = officeDateOf(doc.validFrom)
  const validTo = officeDateOf(doc.validTo)
  const ids = (doc.carCategories ?? []).map((category) => String(typeof category === 'object' ? category.id : category))
  const rules = {
    code: doc.code,
    ...(validFrom && { validFrom }),
    ...(validTo && { validTo }),
    ...(ids.length > 0 && { categoryIds: ids }),
  }
  return doc.kind === 'fixed'
    ? { ...rules, kind: 'fixed', amount: doc.value, currency: doc.currency ?? 'EUR' }
    : { ...rules, kind: 'percentage', percent: doc.value }
}
