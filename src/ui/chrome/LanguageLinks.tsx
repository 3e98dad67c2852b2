'use client'

import { useLocale } from 'next-intl'

import { LOCALE_LABELS, type Locale } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'

type Props = { languages: Locale[]; className?: string; linkClassName?: string; onChoose?: () => void }

/**
 * One link per language to the same page in that language. next-intl's `Link` with `locale` also
 * stores the choice in the locale cookie.
 */
export function LanguageLinks({ languages, className = '', linkClassName = '', onChoose }: Props) {
  const current = useLocale()
  const pathname = usePathname()
  return (
    <ul className={className}>
      {languages.map((code) => (
        <li key={code}>
          <Link
            href={pathname}
            locale={code}
            hrefLang={code}
            lang={code}
            aria-current={code === current ? 'true' : undefined}
            onClick={onChoose}
            className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700 ${linkClassName}`}
          >
            <span className="w-6 text-xs font-bold text-muted uppercase" aria-hidden="true">
              {code}
            </span>
            {LOCALE_LABELS[code]}
          </Link>
        </li>
      ))}
    </ul>
  )
}
