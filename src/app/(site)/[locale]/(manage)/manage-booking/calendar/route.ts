import { localeOr } from '@/i18n/locales'
import { calendarResponse } from '@/server/manage/calendar-file'

/** /manage-booking/calendar: the .ics of the managed booking as it now stands (manage cookies required). */
export async function GET(_request: Request, context: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await context.params
  return calendarResponse({ locale: localeOr(locale), now: new Date() })
}
