'use client'

import { useTranslations } from 'next-intl'
import { startTransition, useActionState, useMemo, useRef } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'

import type { EcommercePayload } from '@/domain/tracking/tracking-events'
import type { BookingDetails, BookingDetailsValues } from '@/domain/validation/booking-details'
import { saveDetails, type SaveDetailsState } from '@/server/booking-flow/actions/save-details'
import type { SelectOption } from '@/ui/primitives/Select'
import { buttonClass } from '@/ui/primitives/button-styles'
import { track } from '@/ui/tracking/track'

import { AdditionalDrivers } from './AdditionalDrivers'
import { ArrivalFields } from './ArrivalFields'
import { DetailErrorsContext, type ErrorFor } from './detail-errors'
import { genderOptions, sectionOf, validationText } from './detail-messages'
import { ErrorSummary } from './ErrorSummary'
import { fieldId } from './field-ids'
import { visibleFieldPaths } from './field-paths'
import { FailureNotice } from './FailureNotice'
import { renterAwareResolver, toFieldErrors } from './form-resolver'
import { useTimeZoneCountry } from './useTimeZoneCountry'
import { MainDriverSection } from './MainDriverSection'
import { RenterFields } from './RenterFields'
import { SECTION_CLASS, SectionBody, SectionLegend } from './SectionLegend'

type Props = {
  defaults: BookingDetailsValues
  countries: readonly SelectOption[]
  /** Earliest licence expiry date (tomorrow, office time). */
  minExpiry: string
  locale: string
  /** The step query, carried on to the payment step. */
  query: string
  /** The search step, for when the held booking is gone. */
  searchHref: string
  /**
   * The country is the language's guess (none stored, none found for the visitor's address): the
   * browser's time zone may then tell better (SPEC §8).
   */
  isCountryGuessed?: boolean | undefined
  /** The add_shipping_info payload sent when the visitor sends valid details (SPEC §9). */
  shippingEvent?: EcommercePayload | undefined
}

const IDLE: SaveDetailsState = { status: 'idle' }

/**
 * The Personal Information form. The browser checks it with the same schema as the server action
 * (react-hook-form + zod) before posting; without JavaScript it posts as a plain form and the
 * server's field errors show in the same places.
 */
export function DetailsForm({
  defaults,
  countries,
  minExpiry,
  locale,
  query,
  searchHref,
  shippingEvent,
  isCountryGuessed = false,
}: Props) {
  const t = useTranslations('booking.detail')
  const [state, formAction, isPending] = useActionState(saveDetails, IDLE)
  const resolver = useMemo(() => renterAwareResolver(), [])
  const serverErrors = useMemo(() => (state.status === 'invalid' ? toFieldErrors(state.errors) : undefined), [state])
  // Server field errors go through `errors`: shown on first render (also without JavaScript),
  // and react-hook-form focuses the first of them.
  const form = useForm<BookingDetailsValues, unknown, BookingDetails>({
    resolver,
    defaultValues: state.status === 'idle' ? defaults : state.values,
    errors: serverErrors,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const formRef = useRef<HTMLFormElement>(null)
  useTimeZoneCountry({ form, isEnabled: isCountryGuessed && state.status === 'idle', countries })
  const [isRenterDriver, additionalDrivers] = useWatch({
    control: form.control,
    name: ['isRenterDriver', 'additionalDrivers'],
  })
  const paths = visibleFieldPaths({
    isRenterDriver: isRenterDriver === true,
    additionalCount: additionalDrivers?.length ?? 0,
  })
  const errorFor: ErrorFor = (path) => {
    const key = form.getFieldState(path, form.formState).error?.message
    return key ? validationText(t, { path, key }) : undefined
  }
  const summary = paths.flatMap((path) => {
    const text = errorFor(path)
    return text ? [{ id: fieldId(path), text: `${sectionOf(t, path)}: ${text}` }] : []
  })

  const onValid = () => {
    if (!formRef.current) return
    const data = new FormData(formRef.current)
    if (shippingEvent) track('add_shipping_info', shippingEvent)
    startTransition(() => formAction(data))
  }

  return (
    <FormProvider {...form}>
      <DetailErrorsContext value={errorFor}>
        <form
          ref={formRef}
          action={formAction}
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
          noValidate
          aria-labelledby="detail-title"
          className="grid gap-6"
          data-testid="detail-form"
        >
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="query" value={query} />
          <ErrorSummary errors={summary} />
          <FailureNotice reason={state.status === 'failed' ? state.reason : undefined} searchHref={searchHref} />
          <fieldset className={SECTION_CLASS} data-testid="renter">
            <SectionLegend>{t('renter')}</SectionLegend>
            <SectionBody>
              <RenterFields countries={countries} genderOptions={genderOptions(t)} />
            </SectionBody>
          </fieldset>
          <MainDriverSection minExpiry={minExpiry} genderOptions={genderOptions(t)} />
          <div className={SECTION_CLASS}>
            <AdditionalDrivers minExpiry={minExpiry} genderOptions={genderOptions(t)} />
          </div>
          <fieldset className={SECTION_CLASS}>
            <SectionLegend>{t('trip')}</SectionLegend>
            <SectionBody>
              <ArrivalFields />
            </SectionBody>
          </fieldset>
          <div className="flex justify-end">
            <button type="submit" className={`${buttonClass('primary')} w-full sm:w-auto`} disabled={isPending}>
              {isPending ? t('saving') : t('submit')}
            </button>
          </div>
        </form>
      </DetailErrorsContext>
    </FormProvider>
  )
}
