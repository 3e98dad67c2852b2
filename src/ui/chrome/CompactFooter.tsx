import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/ui/primitives/SmartLink'

import { Logo } from './Logo'
import { SocialLinks } from './SocialLinks'
import type { SiteChrome } from '@/server/cms/site-chrome'

/**
 * The `compact` footer (Company information › Layout › Footer code): one band with the logo, the
 * footer pages (top level only), the social links and the copyright. Contact details and opening
 * hours have no place in it.
 */
export async function CompactFooter({ chrome }: { chrome: SiteChrome }) {
  const t = await getTranslations('chrome')
  const parts = chrome.layout.footer.components
  const links = parts.includes('links') ? chrome.footerMenu : []
  const hasSocial = parts.includes('social') && chrome.socialLinks.length > 0
  return (
    <footer className="mt-16 border-t border-line bg-surface" data-testid="site-footer" data-footer-code="compact">
      <div className="mx-auto flex w-full max-w-[1440px] flex-wrap items-center gap-x-8 gap-y-4 px-4 py-6 sm:px-6 lg:px-8">
        <Logo logo={chrome.logo} name={chrome.name} label={t('homeLink', { name: chrome.name })} />
        {links.length > 0 ? (
          <nav aria-label={t('footerMenu')}>
            <ul className="flex flex-wrap gap-x-5">
              {links.map((link, index) => (
                <li key={`${link.url}-${index}`}>
                  <SmartLink
                    href={link.url}
                    className="inline-flex min-h-11 items-center text-sm text-ink underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {link.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {hasSocial ? <SocialLinks links={chrome.socialLinks} companyName={chrome.name} /> : null}
        {chrome.copyright ? <p className="text-sm text-muted lg:ml-auto">{chrome.copyright}</p> : null}
      </div>
    </footer>
  )
}
