import { describe, expect, it } from 'vitest'

import { formErrors, formProblem, formValues, IDLE_FORM_STATE, type FormState } from './form-state'

type Values = { readonly name: string }

const INVALID: FormState<Values> = {
  status: 'invalid',
  errors: [{ path: 'name', key: 'validation.required', params: { field: 'name' } }],
  values: { name: '' },
}
const FAILED: FormState<Values> = { status: 'failed', problem: 'BOOKING_LOOKUP_FAILED', values: { name: 'Anna' } }

describe('form state', () => {
  it('gives the first values before the form was sent', () => {
    expect(formValues<Values>(IDLE_FORM_STATE, { name: 'first' })).toEqual({ name: 'first' })
    expect(formErrors<Values>(IDLE_FORM_STATE)).toEqual([])
    expect(formProblem<Values>(IDLE_FORM_STATE)).toBeUndefined()
  })

  it('keeps what was typed with the field errors of an invalid form', () => {
    expect(formValues(INVALID, { name: 'first' })).toEqual({ name: '' })
    expect(formErrors(INVALID).map((error) => error.path)).toEqual(['name'])
    expect(formProblem(INVALID)).toBeUndefined()
  })

  it('carries a failed form’s problem as a catalogue code, with what was typed', () => {
    expect(formValues(FAILED, { name: 'first' })).toEqual({ name: 'Anna' })
    expect(formErrors(FAILED)).toEqual([])
    expect(formProblem(FAILED)).toBe('BOOKING_LOOKUP_FAILED')
  })
})
