import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { z } from 'zod'

import { DESK_ROLES, hasRole } from '../../access/roles'
import { DeskTemplate, isDeskUser } from '../BookingsConsole/desk-template'
import { loadCheckOut } from './check-out-data'
import { CHECK_OUT_CSS } from './check-out-styles'
import { CheckOutForm } from './CheckOutForm'
import { RenterReview } from './RenterReview'

const segmentsSchema = z.tuple([z.literal('check-out'), z.coerce.number().int().positive()])

/**
 * The check-out screen (issue 32), made for the counter's tablet or phone: the agent records the
 * unit, the odometer, the fuel, the licence seen, the extra drivers present and the existing damage
 * on a diagram with a photo each (POST /api/booking-check-outs/{id}); then hands the tablet to the
 * renter, who reviews the record in their language and signs (POST
 * /api/booking-check-out-signatures/{id}), which makes and e-mails the rental agreement.
 */
export async function CheckOutView(props: AdminViewServerProps) {
  if (!isDeskUser(props)) return <DeskTemplate {...props}>{null}</DeskTemplate>
  const segments = segmentsSchema.safeParse(props.params?.segments)
  const { req } = props.initPageResult
  const loaded = segments.success
    ? await loadCheckOut({ payload: req.payload, bookingId: segments.data[1] })
    : undefined
  const canAct = hasRole(req.user, ...DESK_ROLES)
  return (
    <DeskTemplate {...props}>
      <style>{CHECK_OUT_CSS}</style>
      {loaded ? (
        <article className="co" data-testid="check-out">
          <p className="co-back">
            <Link href={`/admin/bookings-console/${String(loaded.booking.id)}`}>← Booking {loaded.booking.number}</Link>
            <Link href="/admin/planning-board">Planning board</Link>
          </p>
          <h1>Check out {loaded.booking.number}</h1>
          <dl className="co-facts">
            <dt>Renter</dt>
            <dd>{loaded.booking.customer}</dd>
            <dt>Class</dt>
            <dd>{loaded.booking.car || '—'}</dd>
            <dt>Pickup</dt>
            <dd>{loaded.booking.pickup}</dd>
            <dt>Return</dt>
            <dd>{loaded.booking.return}</dd>
            <dt>Extra drivers</dt>
            <dd>{loaded.booking.extraDrivers.join(', ') || 'None'}</dd>
          </dl>
          {!canAct ? (
            <p>Only agents, managers and admins check cars out.</p>
          ) : loaded.isRecorded ? (
            <RenterReview bookingId={loaded.booking.id} />
          ) : loaded.status !== 'confirmed' ? (
            <p role="alert">This booking is {loaded.status}: only a confirmed booking is checked out.</p>
          ) : (
            <CheckOutForm booking={loaded.booking} units={loaded.units} />
          )}
        </article>
      ) : (
        <p>There is no such booking.</p>
      )}
    </DeskTemplate>
  )
}
