import 'server-only'

import { createEvents, type EventAttributes } from 'ics'

import { handoverLines, type HandoverLine } from '@/domain/booking/handover'

import type { BookingMailData } from './booking-mail-data'
import type { MailTexts } from './mail-texts'

const HALF_HOUR_MS = 30 * 60_000

/** `ics` writes DTSTAMP from `timestamp`, which its type declarations leave out. */
type StampedEvent = EventAttributes & { timestamp: number }

/**
 * Pickup and return as two half-hour events in an iCalendar file (the `ics` library: escaping,
 * folding, CRLF), with the voucher, the offices' instructions (out-of-hours ones when the desk is
 * closed then), the help phone and the manage link in each.
 */
export function bookingCalendar(params: { data: BookingMailData; t: MailTexts; host: string; now: Date }): string {
  const { data, t } = params
  const reference = `${t('voucherNumber')}: ${data.voucherNumber}\n${t('bookingNumber')}: ${data.number}`
  const handover = handoverLines(data.handover)
  const labelled = (line: HandoverLine | undefined) => line && `${t(line.labelKey)}: ${line.text}`
  const withHelp = (line: HandoverLine | undefined) =>
    [reference, labelled(line), labelled(handover.phone), data.manageUrl].filter(Boolean).join('\n')
  const event = (kind: 'pickup' | 'return', at: Date, location: string, description: string): StampedEvent => ({
    uid: `${data.number}-${kind}@${params.host}`,
    productId: '-//Vegur//Booking//EN',
    method: 'PUBLISH',
    timestamp: params.now.getTime(),
    start: at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: at.getTime() + HALF_HOUR_MS,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: t(kind === 'pickup' ? 'pickupEvent' : 'returnEvent', { car: data.car }),
    location,
    description,
  })
  const { error, value } = createEvents([
    event('pickup', data.pickupAt, data.officeOut, withHelp(handover.pickup)),
    event('return', data.returnAt, data.officeIn, withHelp(handover.return)),
  ])
  if (error || !value) throw new Error(`The calendar file could not be written: ${error?.message ?? 'no output'}`)
  return value
}
