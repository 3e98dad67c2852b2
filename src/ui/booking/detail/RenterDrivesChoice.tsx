'use client'

import { useTranslations } from 'next-intl'
import { useFormContext, useWatch } from 'react-hook-form'

import type { BookingDetailsValues } from '@/domain/validation/booking-details'

import { CheckboxField } from './CheckboxField'
import { checkedDefault } from './field-defaults'

/** 'The renter is the driver' (checked by default): the main driver's names are then the renter's. */
export function RenterDrivesChoice() {
  const t = useTranslations('booking.detail')
  const { register, control, formState } = useFormContext<BookingDetailsValues>()
  const [firstName, lastName] = useWatch({ control, name: ['client.firstName', 'client.lastName'] })
  const name = `${firstName} ${lastName}`.trim()
  return (
    <>
      <CheckboxField
        id="isRenterDriver"
        label={t('isRenterDriver')}
        defaultChecked={checkedDefault(formState.defaultValues, 'isRenterDriver')}
        {...register('isRenterDriver')}
      />
      <p className="mb-4 hidden text-sm text-muted group-has-[#isRenterDriver:checked]:block">
        {name ? t('renterDrives', { name }) : t('renterDrivesUnnamed')}
      </p>
    </>
  )
}
