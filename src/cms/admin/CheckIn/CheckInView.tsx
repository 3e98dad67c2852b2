import Link from 'next/link'
import type { AdminViewServerProps, Payload } from 'payload'
import { z } from 'zod'

import { APPROVER_ROLES, DESK_ROLES, hasRole } from '../../access/roles'
import { addChargeRefusal, claimDue, type ClaimState } from '../../../domain/bookings/damage-claim'
import { formatMoney } from '../../../domain/money/money-format'
import { officeTime } from '../../../domain/fleet/unit-schedule'
import type { Booking } from '../../../payload-types'
import { DeskTemplate, isDeskUser } from '../BookingsConsole/desk-template'
import { ClaimActions } from './ClaimActions'
import { CheckInForm } from './CheckInForm'
import { deskLaterCharges } from './desk-later-charges'
import { LaterCharges } from './LaterCharges'
import { CHECK_IN_CSS } from './check-in-styles'

const segmentsSchema = z.tuple([z.literal('check-in'), z.coerce.number().int().positive()])

type Photo = { readonly id: number; readonly note: string }
type Charge = NonNullable<NonNullable<Booking['checkIn']>['charges']>[number]

const kr = (minor: number) => formatMoney({ amount: minor, currency: 'ISK' }, 'en-GB')
const when = (iso: string | null | undefined) => (iso ? `${officeTime(Date.parse(iso))}` : '—')

const CHARGE_LABEL: Readonly<Record<Charge['kind'], string>> = {
  fuel: 'Fuel',
  kilometres: 'Kilometres over the limit',
  'late-return': 'Late return',
  damage: 'Damage',
  toll: 'Toll',
  fine: 'Fine',
}

function photosOf(items: readonly { note: string; photo?: unknown }[] | null | undefined): Photo[] {
  return (items ?? []).flatMap((item) => {
    const photo = item.photo
    const id =
      typeof photo === 'number' ? photo : typeof photo === 'object' && photo && 'id' in photo ? photo.id : undefined
    return typeof id === 'number' ? [{ id, note: item.note }] : [{ id: -1, note: item.note }]
  })
}

function PhotoList({ title, items, testId }: { title: string; items: readonly Photo[]; testId: string }) {
  return (
    <figure className="check-in-photos" data-testid={testId}>
      <figcaption>{title}</figcaption>
      {items.length === 0 ? (
        <p>None recorded.</p>
      ) : (
        <ul>
          {items.map((item, index) => (
            <li key={`${String(item.id)}-${String(index)}`}>
              {item.id > 0 ? (
                <a href={`/api/booking-photos/${String(item.id)}`} target="_blank" rel="noreferrer">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a private photo, staff only, never optimised or cached */}
                  <img
                    src={`/api/booking-photos/${String(item.id)}?size=thumbnail`}
                    alt={`Photo: ${item.note}`}
                    width={160}
                    height={120}
                  />
                </a>
              ) : (
                <span className="check-in-nophoto">No photo</span>
              )}
              <span>{item.note}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  )
}

async function priceList(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'damage-prices',
    locale: 'en',
    depth: 0,
    limit: 500,
    pagination: false,
    sort: 'sortOrder',
  })
  return docs.map((item) => ({ id: item.id, name: item.name, priceIsk: item.price }))
}

/**
 * The staff check-in screen (issue 32): the car as it left (readings, damage with photos), the form
 * to record its return, and once it is back the new damage beside the old, the charges with their
 * evidence, the damage claim's clock and the actions on it. Reached from the planning board's
 * returns and from the booking page; works at tablet and phone widths and by keyboard.
 */
export async function CheckInView(props: AdminViewServerProps) {
  if (!isDeskUser(props)) return <DeskTemplate {...props}>{null}</DeskTemplate>
  const segments = segmentsSchema.safeParse(props.params?.segments)
  const { req } = props.initPageResult
  const booking = segments.success
    ? await req.payload.findByID({ collection: 'bookings', id: segments.data[1], depth: 1, disableErrors: true })
    : null
  if (!booking) {
    return (
      <DeskTemplate {...props}>
        <p>There is no such booking.</p>
      </DeskTemplate>
    )
  }
  const [prices, rules] = await Promise.all([
    priceList(req.payload),
    req.payload.findGlobal({ slug: 'rental-rules', depth: 0 }),
  ])
  const out = booking.checkOut
  const back = booking.checkIn
  const claim = booking.damageClaim
  const unit = typeof booking.vehicle === 'object' && booking.vehicle ? booking.vehicle.registration : undefined
  const customer = [booking.client?.firstName, booking.client?.lastName].filter(Boolean).join(' ')
  const charges = back?.charges ?? []
  const claimState: ClaimState | undefined =
    claim?.status && back?.returnedAt
      ? {
          status: claim.status,
          returnedAt: new Date(back.returnedAt),
          noticeSentAt: claim.noticeSentAt ? new Date(claim.noticeSentAt) : undefined,
          amount: claim.amount ?? 0,
        }
      : undefined
  const now = new Date()
  const due = claimState ? claimDue(claimState, now) : undefined
  const canAct = hasRole(req.user, ...DESK_ROLES)
  const canAddCharges =
    canAct &&
    Boolean(back?.returnedAt) &&
    !addChargeRefusal(
      claimState ??
        (back?.returnedAt ? { status: 'open', returnedAt: new Date(back.returnedAt), amount: 0 } : undefined),
      now,
    )
  return (
    <DeskTemplate {...props}>
      <style>{CHECK_IN_CSS}</style>
      <nav className="check-in-nav" aria-label="Back to">
        <Link href={`/admin/bookings-console/${String(booking.id)}`}>← Booking {booking.number}</Link>
        <Link href="/admin/planning-board">Planning board</Link>
      </nav>
      <h1>
        Check-in · {booking.number} · {customer}
      </h1>
      <dl className="check-in-facts">
        <dt>Unit</dt>
        <dd>{unit ?? 'none'}</dd>
        <dt>Booked return</dt>
        <dd>{when(booking.dateIn)}</dd>
        <dt>Deposit</dt>
        <dd>
          {booking.deposit?.status ?? 'none'}
          {booking.deposit?.amount ? ` · ${kr(booking.deposit.amount)}` : ''}
        </dd>
      </dl>
      <section className="desk-section" aria-labelledby="check-in-out">
        <h2 id="check-in-out">At check-out</h2>
        {out?.recordedAt ? (
          <dl className="check-in-facts">
            <dt>Recorded</dt>
            <dd>
              {when(out.recordedAt)} by {out.recordedBy}
            </dd>
            <dt>Odometer</dt>
            <dd>{(out.mileage ?? 0).toLocaleString('en-GB')} km</dd>
            <dt>Fuel</dt>
            <dd>{out.fuelEighths ?? '?'}/8</dd>
          </dl>
        ) : (
          <p>Not checked out: record the check-out first.</p>
        )}
      </section>
      {!back?.recordedAt ? (
        out?.recordedAt && canAct && booking.status === 'confirmed' ? (
          <section className="desk-section" aria-labelledby="check-in-record">
            <h2 id="check-in-record">Record the return</h2>
            <div className="check-in-compare">
              <PhotoList title="Damage at check-out" items={photosOf(out.damage)} testId="check-in-out-photos" />
            </div>
            <CheckInForm
              bookingId={booking.id}
              minMileage={out.mileage ?? 0}
              nowLocal={officeTime(now.getTime()).replace(' ', 'T').slice(0, 16)}
              prices={prices}
            />
          </section>
        ) : null
      ) : (
        <>
          <section className="desk-section" aria-labelledby="check-in-back">
            <h2 id="check-in-back">At the return</h2>
            <dl className="check-in-facts">
              <dt>Returned</dt>
              <dd>{when(back.returnedAt)}</dd>
              <dt>Recorded</dt>
              <dd>
                {when(back.recordedAt)} by {back.recordedBy}
              </dd>
              <dt>Odometer</dt>
              <dd>
                {(back.mileage ?? 0).toLocaleString('en-GB')} km (
                {((back.mileage ?? 0) - (out?.mileage ?? 0)).toLocaleString('en-GB')} km driven)
              </dd>
              <dt>Fuel</dt>
              <dd>
                {back.fuelEighths ?? '?'}/8 (left at {out?.fuelEighths ?? '?'}/8)
              </dd>
            </dl>
            <div className="check-in-compare">
              <PhotoList title="At check-out" items={photosOf(out?.damage)} testId="check-in-out-photos" />
              <PhotoList title="New at the return" items={photosOf(back.damage)} testId="check-in-in-photos" />
            </div>
          </section>
          <section className="desk-section" aria-labelledby="check-in-charges">
            <h2 id="check-in-charges">Charges</h2>
            {charges.length === 0 ? (
              <p>No charges.</p>
            ) : (
              <table className="desk-table" data-testid="check-in-charges">
                <thead>
                  <tr>
                    <th scope="col">Charge</th>
                    <th scope="col">Evidence</th>
                    <th scope="col">Added</th>
                    <th scope="col" className="num">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {charges.map((charge, index) => (
                    <tr key={charge.id ?? index}>
                      <td data-label="Charge">{CHARGE_LABEL[charge.kind]}</td>
                      <td data-label="Evidence">{charge.evidence}</td>
                      <td data-label="Added">
                        {when(charge.addedAt)}
                        <small>{charge.addedBy}</small>
                      </td>
                      <td data-label="Amount" className="num">
                        {kr(charge.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="desk-section" aria-labelledby="check-in-claim">
            <h2 id="check-in-claim">Damage claim</h2>
            {claim?.status ? (
              <>
                <dl className="check-in-facts" data-testid="check-in-claim">
                  <dt>Status</dt>
                  <dd data-status={claim.status}>{claim.status}</dd>
                  <dt>Claimed</dt>
                  <dd>{kr(claim.amount ?? 0)}</dd>
                  <dt>Notice due by</dt>
                  <dd>{when(claim.noticeDueBy)}</dd>
                  <dt>Notice sent</dt>
                  <dd>{when(claim.noticeSentAt)}</dd>
                  <dt>Objection window ends</dt>
                  <dd>{when(claim.objectionEndsAt)}</dd>
                  {claim.objection ? (
                    <>
                      <dt>Objection</dt>
                      <dd>
                        {when(claim.objectedAt)}: {claim.objection}
                      </dd>
                    </>
                  ) : null}
                  {claim.decision ? (
                    <>
                      <dt>Decision</dt>
                      <dd>
                        {kr(claim.decidedAmount ?? 0)} by {claim.decidedBy} on {when(claim.decidedAt)}: {claim.decision}
                      </dd>
                    </>
                  ) : null}
                  {claim.status === 'dropped' ? (
                    <>
                      <dt>Withdrawn</dt>
                      <dd data-testid="check-in-claim-withdrawal">
                        Nothing charged. By {claim.withdrawnBy} on {when(claim.withdrawnAt)}: {claim.withdrawal}
                      </dd>
                    </>
                  ) : claim.settledAt ? (
                    <>
                      <dt>Settled</dt>
                      <dd>
                        {when(claim.settledAt)}, {kr(claim.chargedAmount ?? 0)} captured from the deposit
                      </dd>
                    </>
                  ) : null}
                  {due && due.step !== 'none' ? (
                    <>
                      <dt>Next</dt>
                      <dd>
                        {due.step === 'notice'
                          ? `Send the notice by ${when(due.dueBy.toISOString())}.`
                          : due.step === 'lapse'
                            ? 'The notice is overdue: the claim lapses (nothing is charged).'
                            : due.step === 'wait-objection'
                              ? `The renter may object until ${when(due.until.toISOString())}.`
                              : due.step === 'charge'
                                ? `No objection came: ${kr(due.amount)} may be captured.`
                                : 'A manager decides on the objection.'}
                      </dd>
                    </>
                  ) : null}
                </dl>
              </>
            ) : (
              <p>No claim: nothing new was found at the return.</p>
            )}
            {canAct ? (
              <ClaimActions
                bookingId={booking.id}
                status={claim?.status ?? null}
                claimedIsk={Math.floor((claim?.amount ?? 0) / 100)}
                canDecide={hasRole(req.user, ...APPROVER_ROLES)}
                canAddCharges={canAddCharges}
                prices={prices}
              />
            ) : null}
          </section>
          <section className="desk-section" aria-labelledby="check-in-later">
            <h2 id="check-in-later">Later tolls and fines</h2>
            <p>
              Bills that come after the notice (tunnel, parking, speed cameras): owed by the renter with the handling
              fee, paid on their booking page, apart from the damage claim and the deposit.
            </p>
            {canAct ? (
              <LaterCharges
                bookingId={booking.id}
                charges={deskLaterCharges(booking)}
                handlingFeeIsk={rules.returnCharges?.handlingFee ?? 3500}
                canWithdraw={hasRole(req.user, ...APPROVER_ROLES)}
                firstDay={(out?.recordedAt ?? back.returnedAt ?? '').slice(0, 10)}
                lastDay={(back.returnedAt ?? '').slice(0, 10)}
              />
            ) : null}
          </section>
        </>
      )}
    </DeskTemplate>
  )
}
