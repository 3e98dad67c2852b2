'use client'

import { useTranslations } from 'next-intl'
import { useFormContext, useWatch } from 'react-hook-form'

import type { BookingDetailsValues } from '@/domain/validation/booking-details'
import type { SelectOption } from '@/ui/primitives/Select'

import { CheckboxField } from './CheckboxField'
import { DriverFields } from './DriverFields'
import { checkedDefault } from './field-defaults'
import { SECTION_CLASS, SectionBody, SectionLegend } from './SectionLegend'

type Props = { minExpiry: string; genderOptions: readonly SelectOption[] }

/** The main driver: the renter by default, else named here; then the licence. */
export function MainDriverSection({ minExpiry, genderOptions }: Props) {
  const t = useTranslations('booking.detail')
  const { register, control, formState } = useFormContext<BookingDetailsValues>()
  const [firstName, lastName] = useWatch({ control, name: ['client.firstName', 'client.lastName'] })
  const name = `${firstName} ${lastName}`.trim()
  return (
    <fieldset className={`group ${SECTION_CLASS}`} data-testid="main-driver">
      <SectionLegend>{t('mainDriver')}</SectionLegend>
      <SectionBody>
        <CheckboxField
          id="isRenterDriver"
          label={t('isRenterDriver')}
          defaultChecked={checkedDefault(formState.defaultValues, 'isRenterDriver')}
          {...register('isRenterDriver')}
        />
        <p className="mb-4 hidden text-sm text-muted group-has-[#isRenterDriver:checked]:block">
          {name ? t('renterDrives', { name }) : t('renterDrivesUnnamed')}
        </p>
        <DriverFields
          prefix="mainDriver"
          isMain
          initial={formState.defaultValues?.mainDriver}
          minExpiry={minExpiry}
          genderOptions={genderOptions}
        />
      </SectionBody>
    </fieldset>
  )
}
