'use client'

import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { BookingDetails, BookingDetailsValues } from '@/domain/validation/booking-details'
import type { SelectOption } from '@/ui/primitives/Select'

/**
 * When the renter's country is only the language's guess, the browser's time zone picks it
 * instead (SPEC §8: address, then time zone, then the default), unless the visitor already chose
 * one. The zone table is loaded only then, so the form's first load does not carry it.
 */
export function useTimeZoneCountry(params: {
  form: UseFormReturn<BookingDetailsValues, unknown, BookingDetails>
  isEnabled: boolean
  countries: readonly SelectOption[]
}): void {
  const { form, isEnabled, countries } = params
  useEffect(() => {
    if (!isEnabled) return
    let isCurrent = true
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    void import('@/domain/geo/country-detection').then(({ detectCountry }) => {
      const country = detectCountry({ fromAddress: null, timeZone })
      const isOffered = countries.some((option) => option.value === country)
      if (!isCurrent || !country || !isOffered || form.getFieldState('client.country').isDirty) return
      form.setValue('client.country', country)
    })
    return () => {
      isCurrent = false
    }
  }, [form, isEnabled, countries])
}
