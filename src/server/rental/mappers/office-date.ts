import 'server-only'

import { isIsoDate } from '@/domain/time/office-time'

/** The office date ('YYYY-MM-DD') of a stored date value; Payload keeps a full ISO instant. */
export function officeDateOf(value: string | null | undefined): string | undefined {
  const date = value?.slice(0, 10)
  return date !== undefined && isIsoDate(date) ? date : undefined
}
