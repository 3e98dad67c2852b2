import 'server-only'

import { getTranslations } from 'next-intl/server'

import { saleValueLabel, type SaleCodedField } from '@/domain/sales/coded-values'

/** Names a coded value of a car for sale (fuel, gearbox, drive train, body type, colour). */
export type SaleValueNamer = (field: SaleCodedField, value: string) => string

/**
 * How the page names coded values in its language: a code by its label
 * (`saleValues.<field>.<code>`), anything else as it was stored. The one place the sale pages,
 * cards and filters get them from.
 */
export async function saleValueNamer(): Promise<SaleValueNamer> {
  const t = await getTranslations('saleValues')
  return (field, value) => {
    const label = saleValueLabel(field, value)
    return label.kind === 'code' ? t(label.key as 'colour.white') : label.text
  }
}
