import { getTranslations } from 'next-intl/server'

import type { FleetModel } from '@/server/fleet/fleet-models'

type SpecKey =
  'category' | 'transmission' | 'seats' | 'bags' | 'doors' | 'drive' | 'fuel' | 'mileage' | 'fuelPolicy' | 'acriss'

/** The specification of a rental model as a definition list. */
export async function ModelSpecification({ model }: { model: FleetModel }) {
  const [t, fleet, card] = await Promise.all([
    getTranslations('fleet.model'),
    getTranslations('fleet'),
    getTranslations('booking.card'),
  ])
  const rows: { key: SpecKey; value: string }[] = [
    { key: 'category', value: fleet(`groups.${model.webCategory}`) },
    { key: 'transmission', value: model.transmissionAuto ? card('automatic') : card('manual') },
    { key: 'seats', value: String(model.passengerCount) },
    { key: 'bags', value: String(model.baggageCount) },
    { key: 'doors', value: String(model.doorCount) },
    { key: 'drive', value: model.driveType },
    ...(model.fuelType ? [{ key: 'fuel' as const, value: fleet(`fuels.${model.fuelType}`) }] : []),
    {
      key: 'mileage',
      value:
        model.mileagePolicy === 'limited' && model.dailyKmLimit
          ? t('mileage.limited', { km: model.dailyKmLimit })
          : t('mileage.unlimited'),
    },
    { key: 'fuelPolicy', value: t(`fuelPolicy.${model.fuelPolicy}`) },
    { key: 'acriss', value: model.acrissCode },
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-base" data-testid="model-spec">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="text-muted">{t(`spec.${row.key}`)}</dt>
          <dd className="font-semibold" data-spec={row.key}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
