import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'
import type { DateItem as DateItemData } from '@/payload-types'

import type { ItemProps } from './RenderItems'
import { dateTimeFormat } from '@/domain/time/date-format'

/** A labelled date, written out in the page language (offices keep Reykjavík time, UTC). */
export function DateItem({ item, context }: ItemProps<DateItemData>) {
  const date = new Date(item.date)
  if (Number.isNaN(date.getTime())) return null
  const text = dateTimeFormat(context.locale, { dateStyle: 'long', timeZone: OFFICE_TIME_ZONE }).format(date)
  return (
    <p className="flex flex-col gap-0.5">
      {item.label ? <span className="text-sm font-medium tracking-wide text-muted uppercase">{item.label}</span> : null}
      <time dateTime={date.toISOString()} className="text-lg font-semibold">
        {text}
      </time>
    </p>
  )
}
