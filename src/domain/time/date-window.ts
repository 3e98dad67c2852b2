import { officeClock } from './office-time'

/**
 * Whether `now` falls inside an editor's date window (banner dateFrom / dateTo), compared as
 * office dates (Atlantic/Reykjavik) and inclusive at both ends; a missing end is open.
 */
export function isInDateWindow(params: {
  now: Date
  from?: string | null | undefined
  to?: string | null | undefined
}): boolean {
  const today = officeClock(params.now).isoDate
  const from = params.from ? officeClock(new Date(params.from)).isoDate : undefined
  const to = params.to ? officeClock(new Date(params.to)).isoDate : undefined
  return (from === undefined || today >= from) && (to === undefined || today <= to)
}
