import { getLocale, getTranslations } from 'next-intl/server'

import { getPathname } from '@/i18n/navigation'
import { localeOr } from '@/i18n/locales'
import type { HandoverEvidence as Evidence } from '@/server/manage/handover-evidence'
import { buttonClass } from '@/ui/primitives/button-styles'

import { ManageSection } from './ManageSection'

/** How the renter's last photo upload went, from the Contract step's address. */
export type PhotosNotice = 'added' | 'failed' | 'full' | 'closed' | undefined

/**
 * The Contract step's handover part (issue 32): the signed rental agreement (PDF, access-checked),
 * the photos of the car at pickup (staff's and the renter's own, through the access-checked photo
 * route) and, after check-out and before the return, a plain form to add photos of one's own.
 */
export async function HandoverEvidence(props: { evidence: Evidence; notice: PhotosNotice; added: number }) {
  const { evidence, notice } = props
  const t = await getTranslations('agreement')
  const locale = localeOr(await getLocale())
  const photos = (ids: readonly number[]) =>
    ids.map((id, index) => ({ id, alt: t('renterPhotos.photoAlt', { number: index + 1 }) }))
  return (
    <>
      <ManageSection id="agreement-title" title={t('manage.title')} testId="manage-agreement">
        {evidence.agreementHref ? (
          <a
            href={evidence.agreementHref}
            className={`${buttonClass('outline')} mt-3 sm:w-fit`}
            data-testid="manage-agreement-pdf"
          >
            {t('manage.download')}
          </a>
        ) : (
          <p className="mt-2 text-sm">{t('manage.notYet')}</p>
        )}
      </ManageSection>
      {evidence.isCheckedOut ? (
        <ManageSection id="renter-photos" title={t('renterPhotos.title')} testId="manage-renter-photos">
          <PhotoList
            heading={t('renterPhotos.staff')}
            photos={photos(evidence.staffPhotoIds)}
            none={t('renterPhotos.none')}
          />
          <PhotoList
            heading={t('renterPhotos.yours')}
            photos={photos(evidence.renterPhotoIds)}
            none={t('renterPhotos.none')}
          />
          {notice ? (
            <p
              role={notice === 'added' ? 'status' : 'alert'}
              className={`mt-3 rounded-lg border p-3 text-sm font-semibold ${notice === 'added' ? 'border-success/40 bg-green-50 text-success' : 'border-danger/40 bg-red-50 text-danger'}`}
              data-testid="renter-photos-notice"
            >
              {notice === 'added' ? t('renterPhotos.added', { count: props.added }) : t(`renterPhotos.${notice}`)}
            </p>
          ) : null}
          {evidence.canAdd > 0 ? (
            <form
              method="post"
              encType="multipart/form-data"
              action={getPathname({ href: '/manage-booking/photos', locale })}
              className="mt-4 grid gap-3"
            >
              <p className="text-sm">{t('renterPhotos.intro', { max: evidence.max })}</p>
              <label className="grid gap-1 text-sm font-semibold">
                {t('renterPhotos.label', { max: evidence.canAdd })}
                <input
                  type="file"
                  name="photos"
                  accept="image/*"
                  capture="environment"
                  multiple
                  required
                  className="min-h-11 text-sm font-normal"
                />
              </label>
              <button type="submit" className={`${buttonClass('primary')} sm:w-fit`}>
                {t('renterPhotos.submit')}
              </button>
            </form>
          ) : (
            <p className="mt-3 text-sm">
              {evidence.renterPhotoIds.length >= evidence.max ? t('renterPhotos.full') : t('renterPhotos.closed')}
            </p>
          )}
        </ManageSection>
      ) : null}
    </>
  )
}

function PhotoList(props: { heading: string; photos: readonly { id: number; alt: string }[]; none: string }) {
  return (
    <div className="mt-3">
      <h3 className="text-base font-semibold">{props.heading}</h3>
      {props.photos.length ? (
        <ul className="mt-2 flex flex-wrap gap-3">
          {props.photos.map(({ id, alt }) => (
            <li key={id}>
              <a href={`/api/booking-photos/${String(id)}`}>
                {/* Private photos through the access-checked route: no image optimiser, no public URL. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={`/api/booking-photos/${String(id)}?size=thumbnail`}
                  alt={alt}
                  width={160}
                  height={120}
                  className="h-[105px] w-[140px] rounded-lg border border-line object-cover sm:h-[120px] sm:w-[160px]"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm">{props.none}</p>
      )}
    </div>
  )
}
