'use server'

import 'server-only'

import { extrasChoices } from '@/domain/booking/extras-choice'
import { readExtrasForm } from '@/domain/booking/step-choices-form'
import { formDataArgument } from '@/server/http/action-arguments'

import { parseStepForm, submitServiceStep } from '../step-services'

/**
 * The Extras step (SPEC §4): stores the extras at the quantities asked (a stepper press adds or
 * removes one), keeping the protections, then shows the new price or, on Continue, goes on to the
 * personal details. Works without JavaScript: number inputs, checkboxes and submit buttons.
 */
export async function saveExtras(input: FormData): Promise<void> {
  const formData = formDataArgument('saveExtras', input)
  const form = parseStepForm(formData)
  const { quantities, step } = readExtrasForm(formData)
  return submitServiceStep({
    step: 'extras',
    next: 'detail',
    form,
    choose: (lines) => extrasChoices({ lines, quantities, step }),
  })
}
