import { getTranslations } from 'next-intl/server'

import { FOOTER_HEADING } from './footer-styles'
import type { ScheduleRow } from '@/server/cms/site-chrome'

/** Opening hours by day, day names in the visitor's language. */
export async function FooterHours({ schedule, headingId }: { schedule: ScheduleRow[]; headingId: string }) {
  const t = await getTranslations('chrome')
  if (schedule.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={FOOTER_HEADING}>
        {t('openingHours')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-ink">
        {schedule.map(({ day, timeDescription }, index) => (
          <div key={`${day}-${index}`} className="contents">
            <dt className="text-muted">{t(`days.${day}`)}</dt>
            <dd>{timeDescription}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
