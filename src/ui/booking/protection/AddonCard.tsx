import { getTranslations } from 'next-intl/server'

import type { AddonOption } from '@/domain/booking/protection-choice'

import type { PriceDisplay } from '../summary/price-display'

type Props = {
  addon: AddonOption
  description: string
  days: number
  display: PriceDisplay
}

/** An additional protection as a checkbox card, with its price per day and for the rental. */
export async function AddonCard({ addon, description, days, display }: Props) {
  const t = await getTranslations('booking.protection')
  const id = `addon-${addon.code}`
  return (
    <li>
      <label
        htmlFor={id}
        className="flex h-full cursor-pointer gap-3 rounded-xl border-2 border-line bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
        data-testid="protection-addon"
      >
        <input
          id={id}
          type="checkbox"
          name="addon"
          value={addon.code}
          defaultChecked={addon.isSelected}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-price`}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span id={`${id}-name`} className="font-semibold text-ink">
            {addon.name}
          </span>
          {description ? <span className="text-sm text-muted">{description}</span> : null}
          <span id={`${id}-price`} className="mt-1 text-sm">
            <span className="font-semibold text-brand-900">
              {display.format(addon.unitPrice)} {addon.isPerDay ? t('perDay') : t('perRental')}
            </span>
            <span className="text-muted"> · {t('totalFor', { total: display.format(addon.total), count: days })}</span>
          </span>
        </span>
      </label>
    </li>
  )
}
