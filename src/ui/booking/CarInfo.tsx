'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { driveTypeLabel } from '@/domain/search/car-filters'
import { CheckList } from '@/ui/primitives/CheckList'

export type CarInfoData = {
  model: string
  name: string
  transmissionAuto: boolean
  passengerCount: number
  baggageCount: number
  driveType: string | undefined
  features: readonly string[]
  /** The model page's slug (/cars/{slug}), for 'Car details'. */
  slug: string
}

/**
 * Car info card (SPEC §2): model, display name, Auto/Manual, seats, drive type (FWD if unknown),
 * bags, features, then `children` ('Car details').
 */
export function CarInfo({
  car,
  headingId,
  children,
}: {
  car: CarInfoData
  headingId: string
  children?: React.ReactNode
}) {
  const t = useTranslations('booking.card')
  const facts = [
    { key: 'transmission', label: t('transmission'), value: car.transmissionAuto ? t('automatic') : t('manual') },
    { key: 'seats', label: null, value: t('seats', { count: car.passengerCount }) },
    { key: 'bags', label: null, value: t('bags', { count: car.baggageCount }) },
    { key: 'drive', label: t('drive'), value: driveTypeLabel(car.driveType) },
  ]
  return (
    <div>
      <h3 id={headingId} className="text-xl font-bold">
        {car.model}
      </h3>
      <p className="text-sm text-muted" data-testid="car-display-name">
        {car.name}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="car-facts">
        {facts.map((fact) => (
          <li key={fact.key} data-fact={fact.key}>
            {fact.label ? <span className="sr-only">{fact.label}: </span> : null}
            <span className="font-medium">{fact.value}</span>
          </li>
        ))}
      </ul>
      {car.features.length > 0 ? (
        <>
          <h4 className="sr-only">{t('features')}</h4>
          <CheckList items={car.features} className="mt-3 text-sm text-muted" />
        </>
      ) : null}
      {children}
    </div>
  )
}
