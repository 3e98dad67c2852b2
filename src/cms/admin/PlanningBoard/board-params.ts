import { z } from 'zod'

const id = z.coerce.number().int().positive().optional().catch(undefined)
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined)

/** The board's address: office, class, first day shown, and the day whose departures and returns are listed. */
export const boardParamsSchema = z.object({ office: id, category: id, from: day, day })

export type BoardParams = z.infer<typeof boardParamsSchema>

export const BOARD_PATH = '/admin/planning-board'

export function boardHref(params: {
  office: number
  category: number
  from: string
  day?: string | undefined
}): string {
  const query = new URLSearchParams({
    office: String(params.office),
    category: String(params.category),
    from: params.from,
  })
  if (params.day) query.set('day', params.day)
  return `${BOARD_PATH}?${query.toString()}`
}
