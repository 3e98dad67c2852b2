'use client'

import { useRef } from 'react'
import { useTranslations } from 'next-intl'
import { useFieldArray, useFormContext } from 'react-hook-form'

import type { DriversValues } from '@/domain/validation/booking-details'
import { MAX_ADDITIONAL_DRIVERS } from '@/domain/validation/driver-limits'
import type { SelectOption } from '@/ui/primitives/Select'
import { buttonClass } from '@/ui/primitives/button-styles'

import { emptyDriver } from './detail-defaults'
import { DriverFields } from './DriverFields'

type Props = { minExpiry: string; genderOptions: readonly SelectOption[] }

/** Additional drivers: add up to MAX_ADDITIONAL_DRIVERS, remove any. */
export function AdditionalDrivers({ minExpiry, genderOptions }: Props) {
  const t = useTranslations('booking.detail')
  const { control, getValues } = useFormContext<DriversValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'additionalDrivers' })
  const addRef = useRef<HTMLButtonElement>(null)
  const isFull = fields.length >= MAX_ADDITIONAL_DRIVERS
  return (
    <section aria-labelledby="additional-drivers-title" className="grid gap-4" data-testid="additional-drivers">
      <div>
        <h2 id="additional-drivers-title" className="text-xl font-semibold">
          {t('additionalDrivers')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('additionalDriversHint')}</p>
      </div>
      {fields.map((driver, index) => (
        <fieldset key={driver.id} className="rounded-xl border border-line p-4 sm:p-5" data-testid="additional-driver">
          <legend className="float-left mr-4 mb-4 text-lg font-semibold">
            {t('additionalDriver', { number: index + 1 })}
          </legend>
          <button
            type="button"
            className={`${buttonClass('link')} float-right mb-4`}
            onClick={() => {
              remove(index)
              // The add button is enabled again only after this render.
              requestAnimationFrame(() => addRef.current?.focus())
            }}
          >
            {t('removeDriver', { number: index + 1 })}
          </button>
          <div className="clear-both">
            <DriverFields
              prefix={`additionalDrivers.${index}`}
              // Not `driver`: its `id` is the field array's key, not the driver's ID number.
              initial={getValues(`additionalDrivers.${index}`)}
              minExpiry={minExpiry}
              genderOptions={genderOptions}
            />
          </div>
        </fieldset>
      ))}
      <div>
        <button
          ref={addRef}
          type="button"
          className={buttonClass('outline')}
          disabled={isFull}
          aria-describedby={isFull ? 'additional-drivers-max' : undefined}
          onClick={() => append(emptyDriver(), { shouldFocus: true })}
        >
          {t('addDriver')}
        </button>
        {isFull ? (
          <p id="additional-drivers-max" className="mt-2 text-sm text-muted">
            {t('maxDrivers', { max: MAX_ADDITIONAL_DRIVERS })}
          </p>
        ) : null}
      </div>
    </section>
  )
}
