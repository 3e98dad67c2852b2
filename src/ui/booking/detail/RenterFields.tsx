'use client'

import { useTranslations } from 'next-intl'
import { useFormContext } from 'react-hook-form'

import { DRIVER_AGE_RANGE, MIN_DRIVER_AGE } from '@/domain/search/search-defaults'
import type { BookingDetailsValues } from '@/domain/validation/booking-details'
import { Input } from '@/ui/primitives/Input'
import { Select, type SelectOption } from '@/ui/primitives/Select'

import { useErrorFor } from './detail-errors'
import { textDefault } from './field-defaults'
import { fieldId } from './field-ids'

type Props = { countries: readonly SelectOption[]; genderOptions: readonly SelectOption[] }

/** The renter (SPEC §3 User). */
export function RenterFields({ countries, genderOptions }: Props) {
  const t = useTranslations('booking.detail')
  const { register, formState } = useFormContext<BookingDetailsValues>()
  const errorFor = useErrorFor()
  const field = (name: keyof BookingDetailsValues['client']) => ({
    id: fieldId(`client.${name}`),
    error: errorFor(`client.${name}`),
    label: t(`fields.${name}`),
    defaultValue: textDefault(formState.defaultValues, `client.${name}`),
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        {...field('firstName')}
        {...register('client.firstName')}
        hint={t('hints.names')}
        autoComplete="given-name"
        required
      />
      <Input {...field('lastName')} {...register('client.lastName')} autoComplete="family-name" required />
      <Input {...field('email')} {...register('client.email')} type="email" autoComplete="email" required />
      <Input
        {...field('phone')}
        {...register('client.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('hints.phone')}
        required
      />
      <Select
        {...field('country')}
        {...register('client.country')}
        options={countries}
        autoComplete="country"
        required
      />
      <Input
        {...field('driverAge')}
        {...register('client.driverAge')}
        type="number"
        inputMode="numeric"
        min={MIN_DRIVER_AGE}
        max={DRIVER_AGE_RANGE.max}
        hint={t('hints.driverAge')}
        required
      />
      <Input {...field('address')} {...register('client.address')} autoComplete="street-address" />
      <Input {...field('postalCode')} {...register('client.postalCode')} autoComplete="postal-code" />
      <Input {...field('city')} {...register('client.city')} autoComplete="address-level2" />
      <Select {...field('gender')} {...register('client.gender')} options={genderOptions} />
    </div>
  )
}
