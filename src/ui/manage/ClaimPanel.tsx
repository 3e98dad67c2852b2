import { getLocale, getTranslations } from 'next-intl/server'

import { daysLeft } from '@/domain/bookings/damage-claim'
import { Link } from '@/i18n/navigation'
import type { StoredBooking } from '@/server/rental/booking-view'
import { objectToDamageClaim } from '@/server/manage/actions/object-claim'
import { buttonClass } from '@/ui/primitives/button-styles'

import { formatAmount, formatOfficeDate, formatOfficeDateTime } from './format'
import { ManageSection } from './ManageSection'

/** A damage as recorded: its note, and its photo's id when it has one. */
type Photo = { readonly id: number | undefined; readonly note: string }

const isk = (amount: number) => ({ amount, currency: 'ISK' as const })

function photosOf(items: readonly { note: string; photo?: unknown }[] | null | undefined): Photo[] {
  return (items ?? []).map((item) => {
    const photo = item.photo
    const id =
      typeof photo === 'number' ? photo : typeof photo === 'object' && photo && 'id' in photo ? photo.id : undefined
    return { id: typeof id === 'number' ? id : undefined, note: item.note }
  })
}

function PhotoColumn({
  title,
  photos,
  empty,
  alt,
}: {
  title: string
  photos: Photo[]
  empty: string
  alt: (note: string) => string
}) {
  return (
    <figure className="min-w-0">
      <figcaption className="font-semibold">{title}</figcaption>
      {photos.length === 0 ? (
        <p className="mt-1 text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {photos.map((photo, index) => (
            <li key={`${String(photo.id)}-${String(index)}`}>
              {photo.id === undefined ? (
                <p className="text-sm text-muted">{empty}</p>
              ) : (
                <a href={`/api/booking-photos/${String(photo.id)}`} className="block max-w-xs">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a private photo behind the renter's look-up, never optimised or cached */}
                  <img
                    src={`/api/booking-photos/${String(photo.id)}?size=thumbnail`}
                    alt={alt(photo.note)}
                    width={320}
                    height={240}
                    className="h-auto w-full rounded-lg border border-line"
                  />
                </a>
              )}
              <p className="mt-1 text-sm">{photo.note}</p>
            </li>
          ))}
        </ul>
      )}
    </figure>
  )
}

/**
 * The car's return and its damage claim on the manage page (issue 32): the charges with their
 * evidence, the photos at pickup and at return side by side, the claim's clock in plain words, and
 * while the window is open the form to object, and a link to the published damage price list.
 * Nothing before the car is checked in.
 */
export async function ClaimPanel({
  booking,
  outcome,
  priceListPath,
}: {
  booking: StoredBooking
  outcome: string | undefined
  /** The page with the published damage price list, when one is published. */
  priceListPath?: string | undefined
}) {
  const checkIn = booking.checkIn
  if (!checkIn?.recordedAt) return null
  const [t, tm, locale] = await Promise.all([
    getTranslations('damageClaim'),
    getTranslations('checkIn.mail'),
    getLocale(),
  ])
  const claim = booking.damageClaim
  const charges = checkIn.charges ?? []
  const total = charges.reduce((sum, charge) => sum + charge.amount, 0)
  const label = {
    fuel: tm('chargeFuel'),
    kilometres: tm('chargeKilometres'),
    'late-return': tm('chargeLate'),
    damage: tm('chargeDamage'),
    toll: tm('chargeToll'),
    fine: tm('chargeFine'),
  } as const
  const date = (value: string | null | undefined) => (value ? formatOfficeDate(value, locale) : '')
  const status = (() => {
    switch (claim?.status) {
      case 'open':
        return t('status_open', { date: date(claim.noticeDueBy) })
      case 'notified':
        return t('status_notified', {
          date: date(claim.objectionEndsAt),
          days: claim.objectionEndsAt ? daysLeft(new Date(), new Date(claim.objectionEndsAt)) : 0,
        })
      case 'objected':
        return t('status_objected', { date: date(claim.objectedAt) })
      case 'settled':
        return t('status_settled', {
          date: date(claim.settledAt),
          amount: formatAmount(isk(claim.chargedAmount ?? 0), locale),
        })
      case 'lapsed':
        return t('status_lapsed')
      case 'dropped':
        return t('status_dropped', { date: date(claim.withdrawnAt) })
      default:
        return undefined
    }
  })()
  const problem =
    outcome === 'BAD_OBJECTION'
      ? t('objectEmpty')
      : outcome === 'OBJECTION_CLOSED'
        ? t('objectClosed')
        : outcome && outcome !== 'objected'
          ? t('objectFailed')
          : undefined
  const alt = (note: string) => t('photoAlt', { note })
  return (
    <ManageSection id="claim-title" title={t('title')} testId="manage-claim">
      <p className="mt-2 text-muted">
        {t('returned', { date: formatOfficeDateTime(checkIn.returnedAt ?? checkIn.recordedAt, locale) })}
      </p>
      {status ? (
        <p className="mt-2 font-semibold" data-testid="manage-claim-status" data-status={claim?.status}>
          {status}
        </p>
      ) : null}
      {outcome === 'objected' && claim?.status === 'objected' ? (
        <p role="status" className="mt-2 text-success">
          {t('objectSent')}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      {charges.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{t('charges')}</h3>
          <table className="mt-2 w-full text-left text-sm">
            <tbody>
              {charges.map((charge, index) => (
                <tr key={charge.id ?? index} className="border-t border-line align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {label[charge.kind]}
                  </th>
                  <td className="py-2 pr-3">{charge.evidence}</td>
                  <td className="py-2 text-right whitespace-nowrap">{formatAmount(isk(charge.amount), locale)}</td>
                </tr>
              ))}
              <tr className="border-t border-line">
                <th scope="row" colSpan={2} className="py-2 pr-3">
                  {t('total')}
                </th>
                <td className="py-2 text-right font-bold whitespace-nowrap">{formatAmount(isk(total), locale)}</td>
              </tr>
            </tbody>
          </table>
        </>
      ) : null}
      {priceListPath ? (
        <p className="mt-2 text-sm">
          <Link
            href={priceListPath}
            className="font-semibold text-brand-600 underline underline-offset-4"
            data-testid="manage-claim-price-list"
          >
            {t('priceList')}
          </Link>
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="manage-claim-photos">
        <PhotoColumn title={t('atPickup')} photos={photosOf(booking.checkOut?.damage)} empty={t('noPhoto')} alt={alt} />
        <PhotoColumn title={t('atReturn')} photos={photosOf(checkIn.damage)} empty={t('noPhoto')} alt={alt} />
      </div>
      {claim?.objection ? (
        <div className="mt-4">
          <h3 className="font-semibold">{t('yourObjection')}</h3>
          <p className="mt-1 whitespace-pre-line">{claim.objection}</p>
        </div>
      ) : null}
      {claim?.decision ? (
        <div className="mt-4">
          <h3 className="font-semibold">{t('decision')}</h3>
          <p className="mt-1">
            {t('decidedOn', {
              date: date(claim.decidedAt),
              amount: formatAmount(isk(claim.decidedAmount ?? 0), locale),
            })}
          </p>
          <p className="mt-1 whitespace-pre-line">{claim.decision}</p>
        </div>
      ) : null}
      {claim?.status === 'dropped' && claim.withdrawal ? (
        <div className="mt-4" data-testid="manage-claim-withdrawal">
          <h3 className="font-semibold">{t('withdrawal')}</h3>
          <p className="mt-1 whitespace-pre-line">{claim.withdrawal}</p>
        </div>
      ) : null}
      {claim?.status === 'notified' ? (
        <form action={objectToDamageClaim} className="mt-4 grid gap-2">
          <input type="hidden" name="locale" value={locale} />
          <label htmlFor="claim-objection" className="font-semibold">
            {t('objectLabel')}
          </label>
          <p id="claim-objection-hint" className="text-sm text-muted">
            {t('objectHint')}
          </p>
          <textarea
            id="claim-objection"
            name="objection"
            required
            maxLength={4000}
            rows={4}
            aria-describedby="claim-objection-hint"
            className="rounded-lg border border-line p-2"
          />
          <button type="submit" className={`${buttonClass('primary')} justify-self-start`}>
            {t('objectButton')}
          </button>
        </form>
      ) : null}
    </ManageSection>
  )
}
