import { getLocale, getTranslations } from 'next-intl/server'

import { formatMoney } from '@/domain/money/money-format'
import type { ModelProtection } from '@/server/fleet/fleet-model'

/** The protection levels of a model with their excess and price per day, from the rental engine. */
export async function ModelProtections({ protections }: { protections: readonly ModelProtection[] }) {
  const [t, locale] = await Promise.all([getTranslations('fleet.model'), getLocale()])
  return (
    <ul className="grid gap-3 md:grid-cols-3" data-testid="model-protections">
      {protections.map((protection) => (
        <li key={protection.level} className="rounded-xl border border-line bg-white p-4" data-level={protection.level}>
          <h3 className="font-bold">{protection.name}</h3>
          {protection.description ? <p className="mt-1 text-sm text-muted">{protection.description}</p> : null}
          <dl className="mt-3 text-sm">
            <dt className="text-muted">{t('excess')}</dt>
            <dd className="font-semibold" data-testid="protection-excess">
              {protection.excess === null
                ? '–'
                : protection.excess.amount > 0
                  ? formatMoney(protection.excess, locale)
                  : t('noExcess')}
            </dd>
          </dl>
          <p className="mt-2 font-semibold text-brand-900">
            {protection.perDay.amount > 0
              ? t('perDay', { price: formatMoney(protection.perDay, locale) })
              : t('includedPrice')}
          </p>
        </li>
      ))}
    </ul>
  )
}
