import { getTranslations } from 'next-intl/server'

import type { Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import type { ProtectionComparisonBlock } from '@/payload-types'
import type { CoverClassTerms } from '@/server/rental/cover-comparison'

import { NeverCovered } from '@/ui/booking/protection/NeverCovered'
import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

const CLASSES = ['standard', 'large'] as const

/**
 * The protection levels side by side, every number from the rental engine: excess, card deposit
 * and price per day for standard and large cars, what each level includes, and optionally the
 * minimum driver ages; what no level covers. Nothing is typed into the page.
 */
export async function ProtectionComparison({ block, context }: BlockProps<ProtectionComparisonBlock>) {
  const cover = context.cover
  if (!cover || cover.levels.length === 0) return null
  const [t, groups] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'blocks.protectionComparison' }),
    getTranslations({ locale: context.locale, namespace: 'fleet.groups' }),
  ])
  const format = (value: Money) => formatMoney(value, context.locale)
  const labels: Labels = {
    excess: t('excess'),
    noExcess: t('noExcess'),
    deposit: t('deposit'),
    price: t('price'),
    included: t('included'),
    perDay: (price) => t('perDay', { price }),
  }
  return (
    <BlockSection type="protectionComparison" id={block.id} title={block.title}>
      {block.intro ? <p className="mb-6 max-w-3xl leading-relaxed text-muted">{block.intro}</p> : null}
      <ul className="grid gap-4 md:grid-cols-3" data-testid="protection-comparison">
        {cover.levels.map((level) => (
          <li
            key={level.level}
            className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
            data-level={level.level}
          >
            <div>
              <h3 className="text-xl font-bold text-ink">{level.name}</h3>
              {level.description ? <p className="mt-1 text-sm text-muted">{level.description}</p> : null}
            </div>
            {CLASSES.map((carClass) => {
              const terms = level.classes[carClass]
              return terms ? (
                <ClassTerms
                  key={carClass}
                  title={t(`class.${carClass}`)}
                  terms={terms}
                  format={format}
                  labels={labels}
                />
              ) : null
            })}
            <Includes
              title={t('includes')}
              lines={[
                ...level.includedAddOns,
                ...(level.freeExtraDrivers > 0 ? [t('freeDrivers', { count: level.freeExtraDrivers })] : []),
              ]}
            />
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <NeverCovered title={t('neverCoveredTitle')} lines={cover.neverCovered} />
      </div>
      {block.showMinimumAges ? (
        <div className="mt-6 rounded-2xl bg-surface p-5" data-testid="minimum-ages">
          <h3 className="font-semibold">{t('agesTitle')}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            <li>{t('ageEvery', { age: cover.minimumAge })}</li>
            {cover.minimumAges.map((row) => (
              <li key={row.webCategory}>{t('ageCategory', { category: groups(row.webCategory), age: row.age })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </BlockSection>
  )
}

type Labels = {
  excess: string
  noExcess: string
  deposit: string
  price: string
  included: string
  perDay: (price: string) => string
}

function ClassTerms(props: {
  title: string
  terms: CoverClassTerms
  format: (value: Money) => string
  labels: Labels
}) {
  const { title, terms, format, labels } = props
  return (
    <div className="rounded-xl bg-surface p-3 text-sm" data-testid="cover-class">
      <p className="font-semibold text-ink">{title}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        <dt className="text-muted">{labels.excess}</dt>
        <dd className="text-right font-semibold" data-testid="cover-excess">
          {terms.excess === null ? '–' : terms.excess.amount > 0 ? format(terms.excess) : labels.noExcess}
        </dd>
        <dt className="text-muted">{labels.deposit}</dt>
        <dd className="text-right font-semibold" data-testid="cover-deposit">
          {terms.deposit === null ? '–' : format(terms.deposit)}
        </dd>
        <dt className="text-muted">{labels.price}</dt>
        <dd className="text-right font-semibold">
          {terms.perDay.amount > 0 ? labels.perDay(format(terms.perDay)) : labels.included}
        </dd>
      </dl>
    </div>
  )
}

function Includes({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null
  return (
    <div className="text-sm" data-testid="cover-includes">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 space-y-1">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-success">
              ✓
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
