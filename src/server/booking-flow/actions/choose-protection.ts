'use server'

import 'server-only'

import { protectionChoices } from '@/domain/booking/protection-choice'
import { readProtectionForm } from '@/domain/booking/step-choices-form'
import { formDataArgument } from '@/server/http/action-arguments'

import { parseStepForm, submitServiceStep } from '../step-services'

/**
 * The Insurance step (SPEC §4): stores the protection level and the additional protections
 * chosen, keeping the extras, then shows the new price or, on Continue, goes on to the extras.
 */
export async function chooseProtection(input: FormData): Promise<void> {
  const formData = formDataArgument('chooseProtection', input)
  const form = parseStepForm(formData)
  const { level, addons } = readProtectionForm(formData)
  return submitServiceStep({
    step: 'protection',
    next: 'extras',
    form,
    choose: (lines) => protectionChoices({ lines, level, addonCodes: addons }),
  })
}
