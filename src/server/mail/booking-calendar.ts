import 'server-only'

import { buildIcs } from '@/domain/documents/ics'

import type { BookingMailData } from './booking-mail-data'
import type { MailTexts } from './mail-texts'

/** Pickup and return as two half-hour events, in an .ics file. */
export function bookingCalendar(params: { data: BookingMailData; t: MailTexts; host: string; now: Date }): string {
  const { data, t } = params
  const halfHour = 30 * 60_000
  const description = `${t('voucherNumber')}: ${data.voucherNumber}\n${t('bookingNumber')}: ${data.number}\n${data.manageUrl}`
  return buildIcs({
    productId: '-//Vegur//Booking//EN',
    now: params.now,
    events: [
      {
        uid: `${data.number}-pickup@${params.host}`,
        start: data.pickupAt,
        end: new Date(data.pickupAt.getTime() + halfHour),
        summary: t('pickupEvent', { car: data.car }),
        location: data.officeOut,
        description,
      },
      {
        uid: `${data.number}-return@${params.host}`,
        start: data.returnAt,
        end: new Date(data.returnAt.getTime() + halfHour),
        summary: t('returnEvent', { car: data.car }),
        location: data.officeIn,
        description,
      },
    ],
  })
}
