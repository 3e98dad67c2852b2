import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/ui/primitives/SmartLink'

import { MailIcon, PhoneIcon, PinIcon } from './icons'
import type { SiteChrome } from '@/server/cms/site-chrome'

const ROW = 'flex min-h-11 items-start gap-3 py-2 hover:text-brand-700'
const ICON = 'mt-0.5 size-5 shrink-0 text-brand-600'

/** Phones as tel: links, the e-mail as a mailto: link and the address linking to the map. */
export async function FooterContact({ chrome }: { chrome: Pick<SiteChrome, 'phones' | 'email' | 'address'> }) {
  const t = await getTranslations('chrome')
  const newTab = <span className="sr-only"> ({(await getTranslations('common'))('openInNewTab')})</span>
  const { phones, email, address } = chrome
  const addressText = address ? (
    <address className="not-italic">
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  ) : null
  return (
    <ul className="text-ink">
      {phones.map(({ label, number }) => (
        <li key={number}>
          <SmartLink href={`tel:${number}`} className={ROW}>
            <PhoneIcon className={ICON} />
            <span>
              <span className="sr-only">{t('phone')}: </span>
              {label ? <span className="block text-sm text-muted">{label}</span> : null}
              {number}
              {newTab}
            </span>
          </SmartLink>
        </li>
      ))}
      {email ? (
        <li>
          <SmartLink href={`mailto:${email}`} className={`${ROW} break-all`}>
            <MailIcon className={ICON} />
            <span>
              <span className="sr-only">{t('email')}: </span>
              {email}
              {newTab}
            </span>
          </SmartLink>
        </li>
      ) : null}
      {address ? (
        <li>
          {address.mapUrl ? (
            <SmartLink href={address.mapUrl} className={ROW}>
              <PinIcon className={ICON} />
              <span>
                <span className="sr-only">{t('address')}: </span>
                {addressText}
                <span className="text-sm text-brand-600 underline underline-offset-2">{t('showOnMap')}</span>
                {newTab}
              </span>
            </SmartLink>
          ) : (
            <div className={ROW}>
              <PinIcon className={ICON} />
              {addressText}
            </div>
          )}
        </li>
      ) : null}
    </ul>
  )
}
