'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useMemo } from 'react'
import { useWatch } from 'react-hook-form'

import type { DriversValues } from '@/domain/validation/booking-details'
import type { DriverDetails } from '@/domain/validation/driver'
import { IDLE_FORM_STATE, type FormState } from '@/domain/validation/form-state'
import { saveDetails } from '@/server/manage/actions/save-details'
import { CheckedForm } from '@/ui/booking/detail/CheckedForm'
import { DriversSection } from '@/ui/booking/detail/DriversSection'
import { driverFieldPaths } from '@/ui/booking/detail/field-paths'
import { driversResolver } from '@/ui/booking/detail/form-resolver'
import { useCheckedForm } from '@/ui/booking/detail/useCheckedForm'

const IDLE: FormState<DriversValues> = IDLE_FORM_STATE

/**
 * The Driver step of manage mode: the booking flow's drivers section, checked with the same rules
 * in the browser and by the server action, which then saves every change of the booking.
 */
export function DriversForm({
  locale,
  defaults,
  minExpiry,
}: {
  locale: string
  defaults: DriversValues
  /** Earliest licence expiry date (tomorrow, office time). */
  minExpiry: string
}) {
  const t = useTranslations('manage.detail')
  const [state, formAction, isPending] = useActionState(saveDetails, IDLE)
  const resolver = useMemo(() => driversResolver(), [])
  const checked = useCheckedForm<DriversValues, DriverDetails[]>({
    state,
    formAction,
    defaults,
    resolver,
  })
  const additionalDrivers = useWatch({ control: checked.form.control, name: 'additionalDrivers' })
  const paths = driverFieldPaths({ isRenterDriver: false, additionalCount: additionalDrivers?.length ?? 0 })
  return (
    <CheckedForm
      {...checked}
      state={state}
      paths={paths}
      locale={locale}
      labelledBy="manage-step-title"
      testId="manage-drivers"
      submitLabel={t('submit')}
      isPending={isPending}
    >
      <DriversSection minExpiry={minExpiry} />
    </CheckedForm>
  )
}
