'use server'

import 'server-only'

import { z } from 'zod'

import { PROTECTION_LEVELS, protectionChoices } from '@/domain/booking/protection-choice'
import { formDataArgument } from '@/server/http/action-arguments'

import { parseStepForm, submitServiceStep } from '../step-services'

const protectionSchema = z.object({
  level: z.enum(PROTECTION_LEVELS).catch('basic'),
  addons: z.array(z.coerce.number().int().positive()).max(20).catch([]),
})

/**
 * The Insurance step (SPEC §4): stores the protection level and the additional protections
 * chosen, keeping the extras, then shows the new price or, on Continue, goes on to the extras.
 */
export async function chooseProtection(input: FormData): Promise<void> {
  const formData = formDataArgument('chooseProtection', input)
  const form = parseStepForm(formData)
  const { level, addons } = protectionSchema.parse({ level: formData.get('level'), addons: formData.getAll('addon') })
  return submitServiceStep({
    step: 'protection',
    next: 'extras',
    form,
    choose: (lines) => protectionChoices({ lines, level, addonCodes: addons }),
  })
}
