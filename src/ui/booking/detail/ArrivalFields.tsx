'use client'

import { useTranslations } from 'next-intl'
import { useFormContext } from 'react-hook-form'

import type { BookingDetailsValues } from '@/domain/validation/booking-details'
import { FieldShell, fieldDescribedBy } from '@/ui/primitives/FieldShell'
import { FIELD_CLASS } from '@/ui/primitives/field-styles'
import { Input } from '@/ui/primitives/Input'

import { useErrorFor } from './detail-errors'
import { textDefault } from './field-defaults'
import { fieldId } from './field-ids'

/** Flight number and comments. */
export function ArrivalFields() {
  const t = useTranslations('booking.detail')
  const { register, formState } = useFormContext<BookingDetailsValues>()
  const errorFor = useErrorFor()
  const commentsId = fieldId('client.comments')
  const commentsError = errorFor('client.comments')
  return (
    <div className="grid gap-4">
      <Input
        id={fieldId('client.flightNumber')}
        {...register('client.flightNumber')}
        label={t('fields.flightNumber')}
        hint={t('hints.flightNumber')}
        error={errorFor('client.flightNumber')}
        defaultValue={textDefault(formState.defaultValues, 'client.flightNumber')}
        autoCapitalize="characters"
        className="sm:max-w-xs"
      />
      <FieldShell id={commentsId} label={t('fields.comments')} error={commentsError}>
        <textarea
          id={commentsId}
          {...register('client.comments')}
          defaultValue={textDefault(formState.defaultValues, 'client.comments')}
          rows={4}
          maxLength={1000}
          aria-invalid={commentsError ? true : undefined}
          aria-describedby={fieldDescribedBy({ id: commentsId, error: commentsError })}
          className={FIELD_CLASS}
        />
      </FieldShell>
    </div>
  )
}
