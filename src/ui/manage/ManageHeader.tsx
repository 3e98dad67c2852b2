import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { leaveManage } from '@/server/manage/actions/leave'
import { hasLanguageChoice } from '@/ui/chrome/language-choice'
import { LanguageSwitcher } from '@/ui/chrome/LanguageSwitcher'
import { Logo } from '@/ui/chrome/Logo'
import type { SiteChrome } from '@/server/cms/site-chrome'

/** The slim header of manage mode (SPEC §2: no site header or footer): logo, language, leave. */
export async function ManageHeader({
  chrome,
  locale,
  isSignedIn,
}: {
  chrome: SiteChrome
  locale: Locale
  isSignedIn: boolean
}) {
  const [t, tChrome] = await Promise.all([getTranslations('manage'), getTranslations('chrome')])
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex h-16 w-full max-w-[1440px] items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo logo={chrome.logo} name={chrome.name} label={tChrome('homeLink', { name: chrome.name })} />
        <p className="hidden text-sm font-semibold text-muted sm:block">{t('title')}</p>
        <div className="ml-auto flex items-center gap-1">
          {hasLanguageChoice(chrome.languages) ? <LanguageSwitcher languages={chrome.languages} /> : null}
          {isSignedIn ? (
            <form action={leaveManage}>
              <input type="hidden" name="locale" value={locale} />
              <button
                type="submit"
                className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {t('leave')}
              </button>
            </form>
          ) : null}
        </div>
      </div>
    </header>
  )
}
