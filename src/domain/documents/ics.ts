/** One calendar event; times are instants (written in UTC). */
export type CalendarEvent = {
  readonly uid: string
  readonly start: Date
  readonly end: Date
  readonly summary: string
  readonly location?: string | undefined
  readonly description?: string | undefined
}

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75

/**
 * An iCalendar file (RFC 5545): CRLF line ends, TEXT values escaped (backslash, ';', ',' and line
 * breaks), lines folded at 75 octets without splitting a UTF-8 character. `now` stamps DTSTAMP.
 */
export function buildIcs(params: { productId: string; events: readonly CalendarEvent[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(params.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...params.events.flatMap((event) => eventLines(event, params.now)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
  ]
}

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** '2027-03-01T12:00:00.000Z' → '20270301T120000Z'. */
function icsDateTime(value: Date): string {
  return value
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const octets = encoder.encode(character).length
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (size + octets > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += character
    size += octets
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}
