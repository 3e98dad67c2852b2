'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useFormContext } from 'react-hook-form'

import type { DriversValues } from '@/domain/validation/booking-details'

import { AdditionalDrivers } from './AdditionalDrivers'
import { genderOptions } from './detail-messages'
import { DriverFields } from './DriverFields'
import { SECTION_CLASS, SectionBody, SectionLegend } from './SectionLegend'

type Props = {
  /** Earliest licence expiry date (tomorrow, office time). */
  minExpiry: string
  /** The booking's 'The renter is the driver' choice; while checked, the main driver's names hide. */
  renterChoice?: React.ReactNode
}

/**
 * The drivers, as the booking's Personal Information step and manage's Driver step both ask for
 * them: the main driver, then additional drivers added and removed (SPEC §3 Driver).
 */
export function DriversSection({ minExpiry, renterChoice }: Props) {
  const t = useTranslations('booking.detail')
  const { formState } = useFormContext<DriversValues>()
  const genders = genderOptions(t)
  return (
    <>
      <fieldset className={`group ${SECTION_CLASS}`} data-testid="main-driver">
        <SectionLegend>{t('mainDriver')}</SectionLegend>
        <SectionBody>
          {renterChoice}
          <DriverFields
            prefix="mainDriver"
            isMain={renterChoice !== undefined}
            initial={formState.defaultValues?.mainDriver}
            minExpiry={minExpiry}
            genderOptions={genders}
          />
        </SectionBody>
      </fieldset>
      <div className={SECTION_CLASS}>
        <AdditionalDrivers minExpiry={minExpiry} genderOptions={genders} />
      </div>
    </>
  )
}
