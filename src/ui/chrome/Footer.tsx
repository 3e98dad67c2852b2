import { getTranslations } from 'next-intl/server'

import { CompactFooter } from './CompactFooter'
import { FooterContact } from './FooterContact'
import { FooterHours } from './FooterHours'
import { FooterLinks } from './FooterLinks'
import { FOOTER_HEADING } from './footer-styles'
import { Logo } from './Logo'
import { SocialLinks } from './SocialLinks'
import type { SiteChrome } from '@/server/cms/site-chrome'

/**
 * The site footer: contact details, opening hours, footer pages, social links and copyright, as
 * Company information › Layout › Footer says (SPEC §3: the `compact` code is one row; the parts
 * shown are its components).
 */
export async function Footer({ chrome }: { chrome: SiteChrome }) {
  if (chrome.layout.footer.code === 'compact') return <CompactFooter chrome={chrome} />
  const t = await getTranslations('chrome')
  const parts = chrome.layout.footer.components
  const hasContact =
    parts.includes('contact') && (chrome.phones.length > 0 || chrome.email !== null || chrome.address !== null)
  const hasSocial = parts.includes('social') && chrome.socialLinks.length > 0
  const hasLinks = parts.includes('links') && chrome.footerMenu.length > 0
  return (
    <footer className="mt-16 border-t border-line bg-surface" data-testid="site-footer" data-footer-code="default">
      <div className="mx-auto grid w-full max-w-[1440px] gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-5">
          <Logo logo={chrome.logo} name={chrome.name} label={t('homeLink', { name: chrome.name })} />
          {hasSocial ? (
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
        {parts.includes('hours') ? <FooterHours schedule={chrome.schedule} headingId="footer-hours" /> : null}
        {hasLinks ? (
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
