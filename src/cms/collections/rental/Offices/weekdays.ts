import type { Weekday } from '../../../../domain/time/office-time'

/** Weekday names as stored on an office, with the domain's number (0 = Sunday, as Date#getUTCDay). */
export const OFFICE_WEEKDAYS = [
  { name: 'monday', weekday: 1 },
  { name: 'tuesday', weekday: 2 },
  { name: 'wednesday', weekday: 3 },
  { name: 'thursday', weekday: 4 },
  { name: 'friday', weekday: 5 },
  { name: 'saturday', weekday: 6 },
  { name: 'sunday', weekday: 0 },
] as const satisfies readonly { name: string; weekday: Weekday }[]
