'use client'

import { useTranslations } from 'next-intl'
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form'

import type { DriversValues } from '@/domain/validation/booking-details'
import { Input } from '@/ui/primitives/Input'
import { Select, type SelectOption } from '@/ui/primitives/Select'

import { CheckboxField } from './CheckboxField'
import { useErrorFor } from './detail-errors'
import { checkedDefault, textDefault } from './field-defaults'
import { fieldId } from './field-ids'

type DriverField = 'firstName' | 'lastName' | 'licenseNumber' | 'id' | 'expiry.date' | 'gender'

type Props = {
  prefix: 'mainDriver' | `additionalDrivers.${number}`
  /** Earliest licence expiry date (tomorrow, office time). */
  minExpiry: string
  genderOptions: readonly SelectOption[]
  /** The driver's first values (for the server-rendered markup). */
  initial: FieldValues | undefined
  /** The main driver's names hide while 'The renter is the driver' is checked (CSS, so without JS too). */
  isMain?: boolean
}

/** One driver's licence and identity fields (SPEC §3 Driver). */
export function DriverFields({ prefix, minExpiry, genderOptions, initial, isMain = false }: Props) {
  const t = useTranslations('booking.detail')
  const { register } = useFormContext<DriversValues>()
  const errorFor = useErrorFor()
  const doesNotExpire = useWatch<DriversValues, `${typeof prefix}.expiry.doesNotExpire`>({
    name: `${prefix}.expiry.doesNotExpire`,
  })
  const field = (name: DriverField) => ({
    id: fieldId(`${prefix}.${name}`),
    error: errorFor(`${prefix}.${name}`),
    defaultValue: textDefault(initial, name),
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div
        className={`grid gap-4 sm:col-span-2 sm:grid-cols-2 ${isMain ? 'group-has-[#isRenterDriver:checked]:hidden' : ''}`}
      >
        <Input
          {...field('firstName')}
          {...register(`${prefix}.firstName`)}
          label={t('fields.firstName')}
          hint={t('hints.names')}
          required
        />
        <Input {...field('lastName')} {...register(`${prefix}.lastName`)} label={t('fields.lastName')} required />
      </div>
      <Input
        {...field('licenseNumber')}
        {...register(`${prefix}.licenseNumber`)}
        label={t('fields.licenseNumber')}
        autoCapitalize="characters"
        required
      />
      <Input {...field('id')} {...register(`${prefix}.id`)} label={t('fields.id')} />
      <div>
        <Input
          {...field('expiry.date')}
          {...register(`${prefix}.expiry.date`, { disabled: doesNotExpire === true })}
          type="date"
          min={minExpiry}
          label={t('fields.expiry')}
          required
        />
        <CheckboxField
          id={fieldId(`${prefix}.expiry.doesNotExpire`)}
          label={t('doesNotExpire')}
          defaultChecked={checkedDefault(initial, 'expiry.doesNotExpire')}
          {...register(`${prefix}.expiry.doesNotExpire`)}
        />
      </div>
      <Select
        {...field('gender')}
        {...register(`${prefix}.gender`)}
        label={t('fields.gender')}
        options={genderOptions}
      />
    </div>
  )
}
