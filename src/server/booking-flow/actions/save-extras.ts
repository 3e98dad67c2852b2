'use server'

import 'server-only'

import { z } from 'zod'

import { extrasChoices, type QuantityStep } from '@/domain/booking/extras-choice'
import { formDataArgument } from '@/server/http/action-arguments'

import { parseStepForm, submitServiceStep } from '../step-services'

/** Field name of an extra's quantity (a number input, or a checkbox of value 1 for a max-one extra). */
const QUANTITY_FIELD = /^qty-(\d{1,6})$/

const quantitySchema = z.coerce.number().int().min(0).max(99).catch(0)

/** A stepper button posts step=<code>:+1 or step=<code>:-1. */
const stepSchema = z
  .string()
  .regex(/^\d{1,6}:[+-]1$/)
  .transform((value): QuantityStep => {
    const [code = '', delta = ''] = value.split(':')
    return { code: Number(code), delta: delta === '+1' ? 1 : -1 }
  })
  .optional()
  .catch(undefined)

/**
 * The Extras step (SPEC §4): stores the extras at the quantities asked (a stepper press adds or
 * removes one), keeping the protections, then shows the new price or, on Continue, goes on to the
 * personal details. Works without JavaScript: number inputs, checkboxes and submit buttons.
 */
export async function saveExtras(input: FormData): Promise<void> {
  const formData = formDataArgument('saveExtras', input)
  const form = parseStepForm(formData)
  const quantities = new Map<number, number>()
  for (const [name, value] of formData.entries()) {
    const match = QUANTITY_FIELD.exec(name)
    if (match?.[1] !== undefined) quantities.set(Number(match[1]), quantitySchema.parse(value))
  }
  const step = stepSchema.parse(formData.get('step') ?? undefined)
  return submitServiceStep({
    step: 'extras',
    next: 'detail',
    form,
    choose: (lines) => extrasChoices({ lines, quantities, step }),
  })
}
