import { z } from 'zod'

import type { QuantityStep } from './extras-choice'
import { PROTECTION_LEVELS } from './protection-choice'
import type { ProtectionLevel } from './services'

/** Field name of an extra's quantity (a number input, or a checkbox of value 1 for a max-one extra). */
const QUANTITY_FIELD = /^qty-(\d{1,6})$/

const quantitySchema = z.coerce.number().int().min(0).max(99).catch(0)

const protectionSchema = z.object({
  level: z.enum(PROTECTION_LEVELS).catch('basic'),
  addons: z.array(z.coerce.number().int().positive()).max(20).catch([]),
})

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
 * What the Insurance (Protection) step form asks, in the booking flow and in manage mode alike: the
 * level (Basic when missing or unknown) and the additional protections ticked.
 */
export function readProtectionForm(formData: FormData): { level: ProtectionLevel; addons: number[] } {
  return protectionSchema.parse({ level: formData.get('level'), addons: formData.getAll('addon') })
}

/**
 * What the Extras step form asks, in the booking flow and in manage mode alike: each extra's
 * quantity (unreadable as 0) and the stepper pressed, if one was.
 */
export function readExtrasForm(formData: FormData): {
  quantities: Map<number, number>
  step: QuantityStep | undefined
} {
  const quantities = new Map<number, number>()
  for (const [name, value] of formData.entries()) {
    const match = QUANTITY_FIELD.exec(name)
    if (match?.[1] !== undefined) quantities.set(Number(match[1]), quantitySchema.parse(value))
  }
  return { quantities, step: stepSchema.parse(formData.get('step') ?? undefined) }
}
