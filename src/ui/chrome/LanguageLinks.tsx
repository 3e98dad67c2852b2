'use client'

import { useLocale } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { Suspense } from 'react'

import { LOCALE_LABELS, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { usePathname } from '@/i18n/navigation-client'

type Props = { languages: Locale[]; className?: string; linkClassName?: string; onChoose?: () => void }

/**
 * One link per language to the same page in that language, keeping the query (a search or a
 * booking step reads it). next-intl's `Link` with `locale` also stores the choice in the locale
 * cookie. The query is read in a Suspense boundary so static pages still prerender (without it).
 */
export function LanguageLinks(props: Props) {
  return (
    <Suspense fallback={<LanguageList {...props} query="" />}>
      <LanguageLinksWithQuery {...props} />
    </Suspense>
  )
}

function LanguageLinksWithQuery(props: Props) {
  const query = useSearchParams().toString()
  return <LanguageList {...props} query={query} />
}

function LanguageList({ languages, className = '', linkClassName = '', onChoose, query }: Props & { query: string }) {
  const current = useLocale()
  const pathname = usePathname()
  const href = query ? `${pathname}?${query}` : pathname
  return (
    <ul className={className}>
      {languages.map((code) => (
        <li key={code}>
          <Link
            href={href}
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
