import { describe, expect, it } from 'vitest'

import type { BookingMailData } from './booking-mail-data'
import { mailTexts } from './mail-texts'
import { renderBookingMail } from './render-mail'

const money = (amount: number) => ({ amount, currency: 'EUR' as const })

const DAY_BOOKING: BookingMailData = {
  locale: 'de',
  bookingId: 7,
  number: 'VG-100001',
  voucherNumber: 'AB12CD',
  email: 'anna@example.com',
  clientName: 'Anna Schmidt',
  pickupAt: new Date('2027-03-01T12:00:00Z'),
  returnAt: new Date('2027-03-04T12:00:00Z'),
  officeOut: 'Flughafen Keflavík',
  officeIn: 'Flughafen Keflavík',
  handover: {
    pickup: { isOutOfHours: false, instructions: 'Unser Schalter befindet sich in der Ankunftshalle.' },
    return: { isOutOfHours: false, instructions: 'Bringen Sie den Schlüssel an unseren Schalter.' },
    helpPhone: { number: '+354 420 5000', isNightLine: false },
  },
  deposit: null,
  car: 'Toyota Yaris',
  protections: [],
  extras: [],
  drivers: [],
  prices: {
    rent: money(0),
    insurance: money(0),
    additions: money(0),
    vat: money(0),
    total: money(0),
    paid: money(0),
    due: money(0),
  },
  cancellationTerms: { kind: 'closed', reason: 'NOT_CONFIRMED', deadline: new Date('2027-02-27T12:00:00Z') },
  cancellationNotice: { key: 'none' },
  cancellationText: undefined,
  manageUrl: 'https://vegur.is/de/manage-my-booking',
}

const NIGHT_BOOKING: BookingMailData = {
  ...DAY_BOOKING,
  pickupAt: new Date('2027-03-01T02:00:00Z'),
  handover: {
    pickup: { isOutOfHours: true, instructions: 'Der gelbe Vegur-Schlüsselkasten steht an der Einfahrt.' },
    return: DAY_BOOKING.handover.return,
    helpPhone: { number: '+354 420 5050', isNightLine: true },
  },
}

describe('renderBookingMail: pickup and return', async () => {
  const t = await mailTexts('de')
  const render = (data: BookingMailData) =>
    renderBookingMail({ kind: 'booking-confirmation', data, t, companyName: 'Vegur Car Rental' })

  it('gives a pickup in opening hours the desk directions and the daytime phone', () => {
    const { text } = render(DAY_BOOKING)
    expect(text).toContain(`${t('pickupInstructions')}: Unser Schalter befindet sich in der Ankunftshalle.`)
    expect(text).toContain(`${t('helpPhone')}: +354 420 5000`)
    expect(text).not.toContain(t('pickupOutOfHours'))
  })

  it('gives a 02:00 pickup the key box, labelled out of hours, and the night line, in text and HTML', () => {
    const { text, html } = render(NIGHT_BOOKING)
    expect(text).toContain(
      `Abholung außerhalb der Öffnungszeiten: Der gelbe Vegur-Schlüsselkasten steht an der Einfahrt.`,
    )
    expect(text).toContain('Hilfe außerhalb der Öffnungszeiten: +354 420 5050')
    expect(text).toContain(`${t('returnInstructions')}: Bringen Sie den Schlüssel an unseren Schalter.`)
    expect(text).not.toContain('Ankunftshalle')
    expect(html).toContain('Abholung außerhalb der Öffnungszeiten')
    expect(html).toContain('+354 420 5050')
  })

  it('leaves the handover out of a cancellation', () => {
    const { text } = renderBookingMail({
      kind: 'booking-cancellation',
      data: NIGHT_BOOKING,
      t,
      companyName: 'Vegur Car Rental',
    })
    expect(text).not.toContain('Schlüsselkasten')
    expect(text).not.toContain('+354 420 5050')
  })
})

describe('renderBookingMail: sent from the desk', async () => {
  const t = await mailTexts('de')

  it('gives a payment link the balance, the link as a button and until when it works', () => {
    const data: BookingMailData = {
      ...DAY_BOOKING,
      prices: { ...DAY_BOOKING.prices, total: money(50_000), paid: money(20_000), due: money(30_000) },
      paymentLink: {
        url: 'https://vegur.is/de/manage-booking/pay-link?t=abc.def',
        expiresAt: new Date('2027-02-01T12:00:00Z'),
      },
    }
    const { subject, text, html } = renderBookingMail({ kind: 'payment-link', data, t, companyName: 'Vegur' })
    expect(subject).toBe('Restbetrag für Buchung VG-100001 bezahlen')
    expect(text).toMatch(/offenen Betrag Ihrer Buchung zu bezahlen: 300,00\s€/)
    expect(text).toContain('Restbetrag bezahlen: https://vegur.is/de/manage-booking/pay-link?t=abc.def')
    expect(text).toContain('Der Link gilt bis')
    expect(html).toContain('href="https://vegur.is/de/manage-booking/pay-link?t=abc.def"')
  })

  it('says what a staff refund gave back, and nothing of a link', () => {
    const data: BookingMailData = { ...DAY_BOOKING, refunded: { amount: 150_000, currency: 'ISK' } }
    const { subject, text } = renderBookingMail({ kind: 'staff-refund', data, t, companyName: 'Vegur' })
    expect(subject).toBe('Erstattung für Buchung VG-100001')
    expect(text).toMatch(/Wir haben 1\.500\skr\. auf Ihre Karte zurückerstattet/)
    expect(text).not.toContain('pay-link')
  })
})
