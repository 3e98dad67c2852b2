import { isClockTime, isIsoDate } from './office-time'

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/

/**
 * Reads a pickup or return date-time from the booking API: 'YYYY-MM-DDTHH:mm' (a space may stand
 * for the T), optionally with seconds, milliseconds and a zone ('Z' or '+hh:mm'). Without a zone it
 * is office time, which is UTC (Atlantic/Reykjavik). Anything else, or a date that does not exist,
 * is undefined.
 */
export function parseOfficeDateTime(value: string): Date | undefined {
  const match = DATE_TIME.exec(value.trim())
  if (!match) return undefined
  const [, date = '', time = '', seconds = '00', zone = 'Z'] = match
  if (!isIsoDate(date) || !isClockTime(time) || Number(seconds) > 59) return undefined
  const instant = new Date(`${date}T${time}:${seconds}${zone}`)
  return Number.isNaN(instant.getTime()) ? undefined : instant
}

/** An instant as the booking API writes it: office time 'YYYY-MM-DDTHH:mm' (UTC). */
export function formatOfficeDateTime(instant: Date): string {
  return instant.toISOString().slice(0, 16)
}
