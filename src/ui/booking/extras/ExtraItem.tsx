import { getTranslations } from 'next-intl/server'

import type { ExtraOption } from '@/domain/booking/extras-choice'

import type { PriceDisplay } from '../summary/price-display'

type Props = { extra: ExtraOption; description: string; display: PriceDisplay }

const STEPPER =
  'flex size-11 items-center justify-center rounded-lg border border-line bg-white text-xl font-bold text-brand-700 ' +
  'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ' +
  'disabled:cursor-not-allowed disabled:text-muted disabled:opacity-50'

/**
 * One extra: its price per day or per rental and, when it allows more than one, a quantity with
 * '−' and '+' (submit buttons, so they work without JavaScript); a max-one extra is a checkbox.
 */
export async function ExtraItem({ extra, description, display }: Props) {
  const t = await getTranslations('booking.extras')
  const id = `qty-${extra.code}`
  const nameId = `extra-${extra.code}-name`
  const unit = extra.isPerDay ? t('perDay') : t('perRental')
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="extra"
      data-code={extra.code}
      data-quantity={extra.quantity}
    >
      <div className="min-w-0">
        {extra.isMaxOne ? (
          <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
            <input
              id={id}
              type="checkbox"
              name={id}
              value="1"
              defaultChecked={extra.quantity > 0}
              aria-describedby={`${id}-price`}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            <span id={nameId} className="font-semibold text-ink">
              {extra.name}
            </span>
          </label>
        ) : (
          <p id={nameId} className="font-semibold text-ink">
            {extra.name}
          </p>
        )}
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        <p id={`${id}-price`} className="mt-1 text-sm">
          <span className="font-semibold text-brand-900" data-testid="extra-price">
            {display.format(extra.unitPrice)} {unit}
          </span>
          {extra.quantity > 0 ? (
            <span className="text-muted"> · {t('lineTotal', { total: display.format(extra.total) })}</span>
          ) : null}
        </p>
        {extra.freeQuantity > 0 ? (
          <p className="mt-1 text-sm font-semibold text-success" data-testid="extra-free">
            {t('freeWithProtection', { count: extra.freeQuantity })}
          </p>
        ) : null}
      </div>
      {extra.isMaxOne ? null : (
        <div role="group" aria-labelledby={nameId} className="flex shrink-0 items-center gap-2">
          <button
            type="submit"
            name="step"
            value={`${extra.code}:-1`}
            disabled={extra.quantity === 0}
            aria-label={t('decrease', { name: extra.name })}
            className={STEPPER}
          >
            <span aria-hidden="true">−</span>
          </button>
          <label htmlFor={id} className="sr-only">
            {t('quantityOf', { name: extra.name, max: extra.maxQuantity })}
          </label>
          <input
            key={`${extra.code}-${extra.quantity}`}
            id={id}
            type="number"
            name={id}
            inputMode="numeric"
            min={0}
            max={extra.maxQuantity}
            defaultValue={extra.quantity}
            className="h-11 w-14 rounded-lg border border-line bg-white text-center text-base font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          />
          <button
            type="submit"
            name="step"
            value={`${extra.code}:+1`}
            disabled={extra.quantity >= extra.maxQuantity}
            aria-label={t('increase', { name: extra.name })}
            className={STEPPER}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
    </li>
  )
}
