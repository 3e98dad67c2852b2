import { getTranslations } from 'next-intl/server'

import { CmsButton } from '@/ui/primitives/CmsButton'

import { hasLanguageChoice } from './language-choice'
import { DesktopMenu } from './DesktopMenu'
import { HeaderShell } from './HeaderShell'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import type { ChromeButton, SiteChrome } from '@/server/cms/site-chrome'

const ROW = 'mx-auto flex w-full max-w-[1440px] items-center px-4 sm:px-6 lg:px-8'

/**
 * The site header: logo, buttons and language switcher, with the menu on a second row so long menus
 * in any language fit; a slide-in menu replaces both below 1024 px.
 */
export async function Header({ chrome }: { chrome: SiteChrome }) {
  const t = await getTranslations('chrome')
  // Company information › Layout › Header: its code and the parts it shows (SPEC §3).
  const { code, components } = chrome.layout.header
  const menu = components.includes('menu') ? chrome.headerMenu : []
  const buttons = components.includes('buttons') ? chrome.headerButtons : []
  const languages = components.includes('languages') ? chrome.languages : []
  const isMultilingual = hasLanguageChoice(languages)
  return (
    <HeaderShell code={code}>
      <div className={`${ROW} h-16 gap-3 lg:h-[4.5rem]`}>
        <Logo logo={chrome.logo} name={chrome.name} label={t('homeLink', { name: chrome.name })} />
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <HeaderButtons buttons={buttons} contactPath={chrome.paths.contact} />
          {isMultilingual ? <LanguageSwitcher languages={languages} /> : null}
        </div>
        <MobileMenu items={menu} languages={languages}>
          <HeaderButtons buttons={buttons} contactPath={chrome.paths.contact} className="w-full" />
        </MobileMenu>
      </div>
      {menu.length > 0 ? (
        <div className="hidden border-t border-line lg:block">
          <div className={ROW}>
            <DesktopMenu items={menu} />
          </div>
        </div>
      ) : null}
    </HeaderShell>
  )
}

type ButtonsProps = { buttons: ChromeButton[]; contactPath: string; className?: string }

function HeaderButtons({ buttons, contactPath, className = '' }: ButtonsProps) {
  return buttons.map((button, index) => (
    <CmsButton
      key={`${button.url}-${index}`}
      button={button}
      contactPath={contactPath}
      className={`whitespace-nowrap ${className}`}
    />
  ))
}
