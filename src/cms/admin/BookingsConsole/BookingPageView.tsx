import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { z } from 'zod'

import { DESK_ROLES, hasRole } from '../../access/roles'
import { STAFF_ACTION_LABELS } from '../../../domain/bookings/audit'
import { loadBookingPage, type BookingPageData } from './booking-page-data'
import { env } from '../../../env'
import { formatMoney } from '../../../domain/money/money-format'
import { DeskCancel } from './DeskCancel'
import { DeskChange } from './DeskChange'
import { DeskPaymentLink } from './DeskPaymentLink'
import { DeskPrivacy } from './DeskPrivacy'
import { DeskDeposit } from './DeskDeposit'
import { DeskRefund } from './DeskRefund'
import { DeskResend } from './DeskResend'
import { DeskTemplate, isDeskUser } from './desk-template'
import { LedgerSection } from './LedgerSection'

const segmentsSchema = z.tuple([z.literal('bookings-console'), z.coerce.number().int().positive()])

/**
 * A booking as staff see it (issue 29): the customer and the handover, the ledger (charges, holds,
 * refunds, in ISK and the booking's currency; what is owed and paid), the timeline and the audit
 * trail; and the actions staff may take, each through the bookings module.
 */
export async function BookingPageView(props: AdminViewServerProps) {
  if (!isDeskUser(props)) return <DeskTemplate {...props}>{null}</DeskTemplate>
  const segments = segmentsSchema.safeParse(props.params?.segments)
  const { req } = props.initPageResult
  const booking = segments.success ? await loadBookingPage(req.payload, segments.data[1]) : undefined
  return (
    <DeskTemplate {...props}>
      <p>
        <Link href="/admin/bookings-console">← Bookings console</Link>
      </p>
      {booking ? (
        <BookingPage booking={booking} canAct={hasRole(req.user, ...DESK_ROLES)} />
      ) : (
        <p>There is no such booking.</p>
      )}
    </DeskTemplate>
  )
}

/** What sending the e-mail again sends, by the booking's status. */
const RESEND_LABEL: Readonly<Record<string, string>> = {
  confirmed: 'Send the confirmation and voucher again',
  cancelled: 'Send the cancellation e-mail again',
  requested: 'Send the request e-mail again',
  declined: 'Send the decline e-mail again',
}

const refundLimit = formatMoney({ amount: env.STAFF_REFUND_LIMIT_ISK * 100, currency: 'ISK' }, 'en-GB')

function BookingPage({ booking, canAct }: { booking: BookingPageData; canAct: boolean }) {
  return (
    <article data-testid="booking-page">
      <h1>
        {booking.number} · {booking.customer}
      </h1>
      <p>
        <span className="desk-status">{booking.status}</span> · voucher {booking.voucherNumber} ·{' '}
        {booking.isPayNow ? 'pay now' : 'pay at pickup'} ·{' '}
        <Link href={`/admin/collections/bookings/${booking.id}`}>Correct the renter or drivers</Link>
        {booking.status === 'confirmed' ? (
          <>
            {' · '}
            <Link href={`/admin/check-out/${booking.id}`}>Check out and agreement</Link>
          </>
        ) : null}
        {' · '}
        <Link href={`/admin/check-in/${booking.id}`}>Check-in and damage claim</Link>
      </p>
      <div className="desk-grid desk-section">
        <section aria-labelledby="handover-heading">
          <h2 id="handover-heading">Pickup and return</h2>
          <dl>
            <dt>Pickup</dt>
            <dd>
              {booking.pickup.when}, {booking.pickup.office}
            </dd>
            <dt>Return</dt>
            <dd>
              {booking.return.when}, {booking.return.office}
            </dd>
            <dt>Car</dt>
            <dd>{[booking.car, booking.plate].filter(Boolean).join(' · ') || '—'}</dd>
            <dt>Flight</dt>
            <dd>{booking.flightNumber || '—'}</dd>
          </dl>
        </section>
        <section aria-labelledby="people-heading">
          <h2 id="people-heading">Renter and drivers</h2>
          <dl>
            <dt>Renter</dt>
            <dd>{booking.customer}</dd>
            <dt>E-mail</dt>
            <dd>{booking.email ? <a href={`mailto:${booking.email}`}>{booking.email}</a> : '—'}</dd>
            <dt>Phone</dt>
            <dd>{booking.phone ? <a href={`tel:${booking.phone.replace(/\s/g, '')}`}>{booking.phone}</a> : '—'}</dd>
            {booking.drivers.map((driver, index) => (
              <div key={index} style={{ display: 'contents' }}>
                <dt>{driver.isAdditional ? 'Extra driver' : 'Driver'}</dt>
                <dd>
                  {driver.name}
                  {driver.licence ? ` · licence ${driver.licence}` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {canAct ? (
        <section className="desk-section" aria-labelledby="actions-heading">
          <h2 id="actions-heading">Actions</h2>
          {booking.hasPaid ? (
            <DeskRefund
              bookingId={booking.id}
              hint={`Paid and not refunded: ${booking.ledger.summary.paidIsk}; above ${refundLimit} an agent needs a manager.`}
            />
          ) : null}
          {booking.status === 'confirmed' && booking.isOwing ? (
            <DeskPaymentLink
              bookingId={booking.id}
              due={
                booking.ledger.summary.laterIsk
                  ? `${booking.ledger.summary.dueIsk} (tolls and fines included)`
                  : `${booking.ledger.summary.due} (${booking.ledger.summary.dueIsk})`
              }
            />
          ) : null}
          {booking.changeOptions ? (
            <>
              <h3>Change the booking</h3>
              <DeskChange bookingId={booking.id} options={booking.changeOptions} />
            </>
          ) : null}
          {RESEND_LABEL[booking.status] ? (
            <DeskResend bookingId={booking.id} label={RESEND_LABEL[booking.status] ?? ''} />
          ) : null}
          <DeskDeposit booking={booking} />
          <h3>Cancel</h3>
          {booking.status === 'confirmed' ? (
            <DeskCancel bookingId={booking.id} />
          ) : (
            <p>Only a confirmed booking can be cancelled.</p>
          )}
          <h3>Customer&apos;s data (GDPR)</h3>
          <DeskPrivacy bookingId={booking.id} />
        </section>
      ) : null}
      <LedgerSection ledger={booking.ledger} />
      <section className="desk-section" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Timeline</h2>
        <ol data-testid="booking-timeline" style={{ paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
          {booking.timeline.map((event, index) => (
            <li key={index}>
              <strong>{event.title}</strong>
              <br />
              <small>
                {event.when} · {event.detail}
              </small>
            </li>
          ))}
        </ol>
      </section>
      <section className="desk-section" aria-labelledby="audit-heading">
        <h2 id="audit-heading">Audit trail</h2>
        {booking.audit.length === 0 ? (
          <p>No staff action on this booking yet.</p>
        ) : (
          <table className="desk-table" data-testid="booking-audit">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {booking.audit.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">{entry.when}</td>
                  <td data-label="Who">{entry.actor}</td>
                  <td data-label="What">{STAFF_ACTION_LABELS[entry.action]}</td>
                  <td data-label="Reason">{entry.reason || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </article>
  )
}
