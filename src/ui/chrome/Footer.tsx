import { getTranslations } from 'next-intl/server'

import { FooterContact } from './FooterContact'
import { FooterHours } from './FooterHours'
import { FooterLinks } from './FooterLinks'
import { FOOTER_HEADING } from './footer-styles'
import { Logo } from './Logo'
import { SocialLinks } from './SocialLinks'
import type { SiteChrome } from '@/server/cms/site-chrome'

/** The site footer: contact details, opening hours, footer pages, social links and copyright. */
export async function Footer({ chrome }: { chrome: SiteChrome }) {
  const t = await getTranslations('chrome')
  const hasContact = chrome.phones.length > 0 || chrome.email !== null || chrome.address !== null
  return (
    <footer className="mt-16 border-t border-line bg-surface" data-testid="site-footer">
      <div className="mx-auto grid w-full max-w-[1440px] gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-5">
          <Logo logo={chrome.logo} name={chrome.name} label={t('homeLink', { name: chrome.name })} />
          {chrome.socialLinks.length > 0 ? (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={FOOTER_HEADING}>
                {t('followUs')}
              </h2>
              <SocialLinks links={chrome.socialLinks} companyName={chrome.name} />
            </section>
          ) : null}
        </div>
        {hasContact ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={FOOTER_HEADING}>
              {t('contact')}
            </h2>
            <FooterContact chrome={chrome} />
          </section>
        ) : null}
        <FooterHours schedule={chrome.schedule} headingId="footer-hours" />
        {chrome.footerMenu.length > 0 ? (
          <nav aria-label={t('footerMenu')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            <FooterLinks items={chrome.footerMenu} />
          </nav>
        ) : null}
      </div>
      {chrome.copyright ? (
        <div className="border-t border-line">
          <p className="mx-auto w-full max-w-[1440px] px-4 py-5 text-sm text-muted sm:px-6 lg:px-8">
            {chrome.copyright}
          </p>
        </div>
      ) : null}
    </footer>
  )
}
