import { getTranslations } from 'next-intl/server'

import { formatMoney } from '@/domain/money/money-format'
import type { DamagePriceListBlock } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

/**
 * The published damage price list (issue 32): every item of the list check-in charges a new damage
 * by, its name and description in the page's language, its price in the language's currency and,
 * where that is not ISK, the amount in krónur that is charged. Nothing is typed into the page but
 * the heading and the intro, so a price changed in the admin changes here and at the next check-in.
 */
export async function DamagePriceList({ block, context }: BlockProps<DamagePriceListBlock>) {
  const rows = context.damagePrices
  if (!rows || rows.length === 0) return null
  const t = await getTranslations({ locale: context.locale, namespace: 'blocks.damagePriceList' })
  return (
    <BlockSection type="damagePriceList" id={block.id} title={block.title}>
      {block.intro ? <p className="mb-6 max-w-3xl leading-relaxed text-muted">{block.intro}</p> : null}
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
        <table className="w-full text-left" data-testid="damage-price-list">
          <thead className="bg-surface text-sm">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                {t('item')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-5">
                {t('price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top" data-testid="damage-price">
                <th scope="row" className="px-4 py-3 font-normal sm:px-5">
                  <span className="block font-semibold text-ink">{row.name}</span>
                  {row.description ? <span className="mt-1 block text-sm text-muted">{row.description}</span> : null}
                </th>
                <td className="px-4 py-3 text-right whitespace-nowrap sm:px-5">
                  <span className="block font-semibold text-ink" data-testid="damage-price-shown">
                    {formatMoney(row.shown, context.locale)}
                  </span>
                  {row.shown.currency === row.charged.currency ? null : (
                    <span className="mt-1 block text-sm text-muted" data-testid="damage-price-charged">
                      {t('chargedAs', { amount: formatMoney(row.charged, context.locale) })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 max-w-3xl text-sm text-muted">{t('note')}</p>
    </BlockSection>
  )
}
