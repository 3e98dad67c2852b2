'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useMemo } from 'react'
import { useWatch } from 'react-hook-form'

import type { EcommercePayload } from '@/domain/tracking/tracking-events'
import type { BookingDetails, BookingDetailsValues } from '@/domain/validation/booking-details'
import { IDLE_FORM_STATE, type FormState } from '@/domain/validation/form-state'
import { saveDetails } from '@/server/booking-flow/actions/save-details'
import type { SelectOption } from '@/ui/primitives/Select'
import { track } from '@/ui/tracking/track'

import { ArrivalFields } from './ArrivalFields'
import { CheckedForm } from './CheckedForm'
import { genderOptions } from './detail-messages'
import { DriversSection } from './DriversSection'
import { visibleFieldPaths } from './field-paths'
import { renterAwareResolver } from './form-resolver'
import { RenterDrivesChoice } from './RenterDrivesChoice'
import { RenterFields } from './RenterFields'
import { SECTION_CLASS, SectionBody, SectionLegend } from './SectionLegend'
import { useCheckedForm } from './useCheckedForm'
import { useTimeZoneCountry } from './useTimeZoneCountry'

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

const IDLE: FormState<BookingDetailsValues> = IDLE_FORM_STATE

/**
 * The Personal Information form: the renter, the drivers (the section manage's Driver step shares)
 * and the arrival, checked in the browser and again by the server action.
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
  const checked = useCheckedForm<BookingDetailsValues, BookingDetails>({
    state,
    formAction,
    defaults,
    resolver,
    onValid: () => {
      if (shippingEvent) track('add_shipping_info', shippingEvent)
    },
  })
  const { form } = checked
  useTimeZoneCountry({ form, isEnabled: isCountryGuessed && state.status === 'idle', countries })
  const [isRenterDriver, additionalDrivers] = useWatch({
    control: form.control,
    name: ['isRenterDriver', 'additionalDrivers'],
  })
  const paths = visibleFieldPaths({
    isRenterDriver: isRenterDriver === true,
    additionalCount: additionalDrivers?.length ?? 0,
  })

  return (
    <CheckedForm
      {...checked}
      state={state}
      paths={paths}
      searchHref={searchHref}
      locale={locale}
      labelledBy="detail-title"
      testId="detail-form"
      submitLabel={isPending ? t('saving') : t('submit')}
      isPending={isPending}
    >
      <input type="hidden" name="query" value={query} />
      <fieldset className={SECTION_CLASS} data-testid="renter">
        <SectionLegend>{t('renter')}</SectionLegend>
        <SectionBody>
          <RenterFields countries={countries} genderOptions={genderOptions(t)} />
        </SectionBody>
      </fieldset>
      <DriversSection minExpiry={minExpiry} renterChoice={<RenterDrivesChoice />} />
      <fieldset className={SECTION_CLASS}>
        <SectionLegend>{t('trip')}</SectionLegend>
        <SectionBody>
          <ArrivalFields />
        </SectionBody>
      </fieldset>
    </CheckedForm>
  )
}
