import { getTranslations } from 'next-intl/server'

import type { HandoverLine } from '@/domain/booking/handover'
import type { Locale } from '@/i18n/locales'

type Props = {
  line: HandoverLine | undefined
  locale: Locale
  /** The grid classes of the row (the list it sits in sets the columns). */
  className: string
  /** A phone line is a tel: link. */
  isPhone?: boolean
  testId?: string
}

/** One labelled line of pickup, return or help (out-of-hours ones say so); nothing without a line. */
export async function HandoverRow({ line, locale, className, isPhone = false, testId }: Props) {
  if (!line) return null
  const t = await getTranslations({ locale, namespace: 'handover' })
  return (
    <div className={className}>
      <dt className="font-semibold">{t(line.labelKey)}</dt>
      {isPhone ? (
        <dd>
          <a
            href={`tel:${line.text.replace(/[^\d+]/g, '')}`}
            className="font-semibold text-brand-700 underline"
            data-testid={testId}
          >
            {line.text}
          </a>
        </dd>
      ) : (
        <dd className="whitespace-pre-line" data-testid={testId}>
          {line.text}
        </dd>
      )}
    </div>
  )
}
