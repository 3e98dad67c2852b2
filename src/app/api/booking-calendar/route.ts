import { localeOr } from '@/i18n/locales'
import { bookingCalendarFile } from '@/server/booking-flow/booking-calendar-file'

export const dynamic = 'force-dynamic'

/** GET: the .ics of the confirmed booking in this browser's booking flow cookie; 404 without one. */
export async function GET(request: Request): Promise<Response> {
  const locale = localeOr(new URL(request.url).searchParams.get('locale'))
  const file = await bookingCalendarFile({ locale, now: new Date() })
  if (!file) {
    return Response.json(
      { success: false, error: { code: 'NO_CONFIRMED_BOOKING', message: 'No confirmed booking in this visit.' } },
      { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
    )
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '')}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
