import { getTranslations } from 'next-intl/server'

import { handoverLines } from '@/domain/booking/handover'
import type { Locale } from '@/i18n/locales'
import type { BookingRecap } from '@/server/booking-flow/booking-recap'
import { Heading } from '@/ui/primitives/Heading'

import { HandoverRow } from '../handover/HandoverRow'
import { OutOfHoursNotice } from '../handover/OutOfHoursNotice'

type Props = { recap: Pick<BookingRecap, 'handover' | 'pickup' | 'return'>; locale: Locale }

/**
 * How to pick the car up and return it, and whom to call: the desk's directions in opening hours;
 * when the desk is closed at the pickup or the return, that said first and the office's
 * out-of-hours instructions (key box, meeting point) with its night line.
 */
export async function HandoverInstructions({ recap, locale }: Props) {
  const lines = handoverLines(recap.handover)
  if (!lines.pickup && !lines.return && !lines.phone) return null
  const t = await getTranslations({ locale, namespace: 'handover' })
  const row = 'grid gap-1 sm:grid-cols-[12rem_1fr]'
  return (
    <section
      aria-labelledby="handover-title"
      className="rounded-xl border border-line bg-white p-4 sm:p-6"
      data-testid="handover-instructions"
    >
      <Heading level={2} size={4} id="handover-title">
        {t('title')}
      </Heading>
      <div className="mt-3">
        <OutOfHoursNotice
          handover={recap.handover}
          pickupAt={recap.pickup.at}
          returnAt={recap.return.at}
          locale={locale}
        />
      </div>
      <dl className="mt-3 grid gap-3 text-sm">
        <HandoverRow line={lines.pickup} locale={locale} className={row} testId="handover-pickup" />
        <HandoverRow line={lines.return} locale={locale} className={row} testId="handover-return" />
        <HandoverRow line={lines.phone} locale={locale} className={row} isPhone testId="handover-phone" />
      </dl>
    </section>
  )
}
