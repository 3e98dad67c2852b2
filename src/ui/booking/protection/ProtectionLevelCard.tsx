import { getTranslations } from 'next-intl/server'

import type { LevelInclusions } from '@/domain/booking/cover-rules'
import type { ProtectionOption } from '@/domain/booking/protection-choice'

import type { PriceDisplay } from '../summary/price-display'

type Props = {
  option: ProtectionOption
  description: string
  coverage: readonly string[]
  /** The excess (self-risk) in booking major units; undefined when unknown. */
  excess: number | undefined
  /** The card deposit at pickup in booking major units; undefined when the engine has none. */
  deposit?: number | undefined
  /** The add-ons and extra drivers the level gives at no charge. */
  inclusions: LevelInclusions
  days: number
  display: PriceDisplay
}

/**
 * One protection level as a radio card: name, excess, what it covers, what it includes at no charge
 * (add-ons, extra drivers), and its price per day and for the rental ('Included' for Basic, cost 0).
 */
export async function ProtectionLevelCard(props: Props) {
  const { option, description, coverage, excess, deposit, inclusions, days, display } = props
  const t = await getTranslations('booking.protection')
  const id = `protection-${option.level}`
  const included = [
    ...inclusions.addOns,
    ...(inclusions.freeExtraDrivers > 0 ? [t('freeDrivers', { count: inclusions.freeExtraDrivers })] : []),
  ]
  return (
    <label
      htmlFor={id}
      className="relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 border-line bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 sm:p-5"
      data-testid="protection-level"
      data-level={option.level}
      data-selected={option.isSelected}
    >
      <span className="flex items-start justify-between gap-3">
        <span id={`${id}-name`} className="text-lg font-bold text-ink">
          {option.name}
        </span>
        <input
          id={id}
          type="radio"
          name="level"
          value={option.level}
          defaultChecked={option.isSelected}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-price ${id}-excess`}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
      </span>
      {description ? <span className="text-sm text-muted">{description}</span> : null}
      <span id={`${id}-excess`} className="rounded-lg bg-surface px-3 py-2 text-sm" data-testid="protection-excess">
        <span className="block text-muted">{t('excess')}</span>
        <span className="font-semibold text-ink">
          {excess === undefined ? t('excessUnknown') : excess > 0 ? display.format(excess) : t('noExcess')}
        </span>
        {deposit === undefined ? null : (
          <span className="mt-1 block text-muted" data-testid="protection-deposit">
            {t('deposit', { amount: display.format(deposit) })}
          </span>
        )}
      </span>
      <MarkedList title={t('covers')} mark="✓" lines={coverage} />
      <MarkedList title={t('includes')} mark="+" lines={included} testId="protection-includes" />
      <span id={`${id}-price`} className="mt-auto border-t border-line pt-3" data-testid="protection-price">
        {option.total > 0 ? (
          <>
            <span className="block text-xl font-extrabold text-brand-900">
              {display.format(option.unitPrice)}{' '}
              <span className="text-sm font-normal text-muted">{option.isPerDay ? t('perDay') : t('perRental')}</span>
            </span>
            <span className="block text-sm text-muted">
              {t('totalFor', { total: display.format(option.total), count: days })}
            </span>
          </>
        ) : (
          <span className="block text-xl font-extrabold text-success">{t('included')}</span>
        )}
      </span>
    </label>
  )
}

/** A titled list inside the card (a label holds only phrasing content, hence spans), one mark per line; nothing when empty. */
function MarkedList(props: { title: string; mark: string; lines: readonly string[]; testId?: string }) {
  if (props.lines.length === 0) return null
  return (
    <span className="block" data-testid={props.testId}>
      <span className="block text-sm font-semibold">{props.title}</span>
      <span role="list" className="mt-1 block space-y-1 text-sm">
        {props.lines.map((text) => (
          <span role="listitem" key={text} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-success">
              {props.mark}
            </span>
            <span>{text}</span>
          </span>
        ))}
      </span>
    </span>
  )
}
