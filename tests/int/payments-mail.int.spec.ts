import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSmtpTransport } from '@/server/mail/smtp-transport'
import { sendBookingMail } from '@/server/mail/send-booking-mail'

import { pdfText } from '../support/pdf-text'
import { bootPayload } from './payload'
import { savedBooking } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

type Received = { from: string; to: string[]; raw: string }

let payload: Payload
let fleet: RentalFixture
let server: SMTPServer
let port: number
const received: Received[] = []

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head)
  return decodeHeader((match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' '))
}

/** The decoded body of the MIME part whose headers mention `filename`. */
function attachment(raw: string, filename: string): Buffer | undefined {
  const at = raw.indexOf(`filename=${filename}`)
  if (at < 0) return undefined
  const start = raw.indexOf('\r\n\r\n', at) + 4
  const end = raw.indexOf('\r\n--', start)
  return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64')
}

/** The message's quoted-printable parts decoded (soft breaks joined), to read its text. */
function quotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

describe('booking confirmation through SMTP', () => {
  it('reaches the SMTP server in the booking’s language with the voucher PDF and the calendar file', async () => {
    // The engine's Basic protection for standard cars holds €1,500 on the card at pickup.
    const basic = await payload.find({ collection: 'services', where: { code: { equals: 8 } }, limit: 1 })
    await payload.update({ collection: 'services', id: basic.docs[0]?.id ?? 0, data: { deposit: 150_000 } })
    const booking = await savedBooking({ categoryId: fleet.categoryIds.suv, locale: 'de' })
    const sent = await sendBookingMail({
      payload,
      kind: 'booking-confirmation',
      bookingId: booking.BookingId,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      now: new Date(),
    })
    expect(sent.isSent).toBe(true)
    expect(received).toHaveLength(1)
    const mail = received[0]
    if (!mail) return
    expect(mail.to).toEqual(['jon@example.com'])
    expect(header(mail.raw, 'To')).toBe('jon@example.com')
    expect(header(mail.raw, 'Subject')).toBe(`Buchung ${booking.Number} bestätigt – Voucher ${booking.VoucherNumber}`)

    const pdf = attachment(mail.raw, `voucher-${booking.Number}.pdf`)
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const voucher = await pdfText(new Uint8Array(pdf ?? []))
    expect(voucher).toContain(booking.VoucherNumber)
    expect(voucher).toContain('Abholung')
    expect(voucher).toMatch(/\d,\d\d\s€/)
    const deposit = 'Bei der Abholung wird eine Kaution von 1.500,00 € auf der Kreditkarte des Hauptfahrers blockiert.'
    expect(voucher.replace(/\s+/g, ' ')).toContain(deposit)
    expect(quotedPrintable(mail.raw).replace(/\s+/g, ' ')).toContain(deposit)
    const ics = attachment(mail.raw, `booking-${booking.Number}.ics`)?.toString('utf8') ?? ''
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(ics).toContain('Abholung des Autos')
    expect(mail.raw).toContain('application/ld+json')
    expect(mail.raw).toContain('RentalCarReservation')
  })
})
