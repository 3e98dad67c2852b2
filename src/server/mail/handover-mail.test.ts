import { describe, expect, it } from 'vitest'

import type { Booking } from '@/payload-types'

import { handoverTexts, renderHandoverMail } from './handover-mail'

const booking = {
  id: 9,
  number: 'VG-100042',
  voucherNumber: 'ZX34YU',
  client: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com' },
  checkOut: { recordedAt: '2027-03-01T09:40:00.000Z', mileage: 30_000, fuelEighths: 8 },
  checkIn: {
    recordedAt: '2027-03-04T12:00:00.000Z',
    returnedAt: '2027-03-04T11:30:00.000Z',
    mileage: 30_640,
    fuelEighths: 5,
    damage: [{ note: 'Dent <left> rear door' }],
    charges: [
      { kind: 'fuel', amount: 750_000, evidence: 'Fuel 8/8 at check-out, 5/8 at return' },
      { kind: 'damage', amount: 4_500_000, evidence: 'Dent' },
    ],
  },
  damageClaim: {
    status: 'notified',
    amount: 5_250_000,
    noticeSentAt: '2027-03-05T09:00:00.000Z',
    objectionEndsAt: '2027-03-25T23:59:59.999Z',
  },
  deposit: { status: 'held' },
} as unknown as Booking

const withLater = {
  ...booking,
  laterCharges: [
    {
      id: 'c1',
      kind: 'fine',
      reference: 'LRH-88231',
      offenceDate: '2027-03-02T00:00:00.000Z',
      amount: 3_000_000,
      handlingFee: 350_000,
      status: 'withdrawn',
      evidence: 12,
      withdrawal: 'Another car',
    },
  ],
} as unknown as Booking

describe('renderHandoverMail', () => {
  it("gives a later fine's notice in the renter's language: the bill, the fee, how to pay and to dispute (ADR 032)", async () => {
    const mail = renderHandoverMail({
      kind: 'later-charge',
      booking: withLater,
      t: await handoverTexts('fr'),
      locale: 'fr',
      companyName: 'Vegur',
      chargeId: 'c1',
    })
    expect(mail.subject).toBe('Péage ou amende pour la réservation VG-100042')
    expect(mail.text).toContain('Objet: Amende')
    expect(mail.text).toContain('Référence de la facture: LRH-88231')
    expect(mail.text).toContain('2 mars 2027')
    expect(mail.text).toMatch(/Frais de gestion: 3\s500\s(ISK|kr)/)
    expect(mail.text).toMatch(/À payer: 33\s500\s(ISK|kr)/)
    expect(mail.text).toContain('Une photo de la facture est jointe')
    expect(mail.text).toContain('contactez-nous avant de payer')
    expect(mail.text).toContain('manage')
    const withdrawn = renderHandoverMail({
      kind: 'later-charge-withdrawal',
      booking: withLater,
      t: await handoverTexts('en'),
      locale: 'en',
      companyName: 'Vegur',
      chargeId: 'c1',
    })
    expect(withdrawn.subject).toBe('Toll or fine withdrawn, booking VG-100042')
    expect(withdrawn.text).toMatch(/withdrawn the charge Fine LRH-88231 of (ISK\s33,500|33,500\skr)/)
    expect(withdrawn.text).toContain('Reason: Another car')
  })

  it("writes the return report in the renter's language with readings, new damage, charges and the deposit kept", async () => {
    const mail = renderHandoverMail({
      kind: 'return-report',
      booking,
      t: await handoverTexts('de'),
      locale: 'de',
      companyName: 'Vegur',
    })
    expect(mail.subject).toBe('Rückgabebericht zur Buchung VG-100042')
    expect(mail.text).toContain('30.000 km bei Abholung, 30.640 km bei Rückgabe (640 km gefahren)')
    expect(mail.text).toContain('8/8 bei Abholung, 5/8 bei Rückgabe')
    expect(mail.text).toContain('Dent <left> rear door')
    expect(mail.html).toContain('Dent &#60;left&#62; rear door')
    expect(mail.html).not.toContain('<left>')
    expect(mail.text).toMatch(/Betankung: 7\.500\sISK|Betankung: 7\.500\skr/)
    expect(mail.text).toContain('Ihre Kaution bleibt reserviert')
  })

  it('gives the notice with what is claimed and the last day to object', async () => {
    const mail = renderHandoverMail({
      kind: 'claim-notice',
      booking,
      t: await handoverTexts('en'),
      locale: 'en',
      companyName: 'Vegur',
    })
    expect(mail.subject).toBe('Damage claim for booking VG-100042')
    expect(mail.text).toMatch(/claim for ISK\s?52,500|claim for 52,500\s?kr/)
    expect(mail.text).toContain('until Thursday, 25 March 2027')
    expect(mail.text).toContain('Open your booking with voucher number ZX34YU')
    // What is claimed comes right after the notice's first line, the objection after it.
    const claimed = mail.text.indexOf('- Refuelling:')
    expect(claimed).toBeGreaterThan(mail.text.indexOf('What we claim:'))
    expect(mail.text.indexOf('If you do not agree')).toBeGreaterThan(claimed)
    expect(mail.text).toContain('New damage: Dent <left> rear door')
  })

  it('tells the decision, and that nothing is taken when the manager decided nothing', async () => {
    const decidedTexts = await handoverTexts('en')
    const decided = (amount: number) =>
      renderHandoverMail({
        kind: 'claim-decision',
        booking: {
          ...booking,
          damageClaim: { ...booking.damageClaim, status: 'settled', decidedAmount: amount, decision: 'Photo unclear' },
        } as Booking,
        t: decidedTexts,
        locale: 'en',
        companyName: 'Vegur',
      })
    expect(decided(0).text).toContain('Nothing is taken: the whole hold on your deposit is released.')
    expect(decided(0).text).toContain('Reason: Photo unclear')
    expect(decided(2_000_000).text).toContain('This amount is taken from your deposit')
  })

  it("tells the withdrawal in the renter's language, with the reason and the released deposit", async () => {
    const withdrawn = (locale: 'en' | 'is', deposit: string) =>
      handoverTexts(locale).then((t) =>
        renderHandoverMail({
          kind: 'claim-withdrawal',
          booking: {
            ...booking,
            deposit: { ...booking.deposit, status: deposit },
            damageClaim: { ...booking.damageClaim, status: 'dropped', withdrawal: 'The scratch was there at pickup' },
          } as Booking,
          t,
          locale,
          companyName: 'Vegur',
        }),
      )
    const en = await withdrawn('en', 'releasing')
    expect(en.subject).toBe('Damage claim withdrawn, booking VG-100042')
    expect(en.text).toMatch(/withdrawn our claim of (ISK\s?52,500|52,500\s?kr)/)
    expect(en.text).toContain('Reason: The scratch was there at pickup')
    expect(en.text).toContain('The hold on your deposit is released.')
    expect((await withdrawn('en', 'none')).text).toContain('No deposit is held on your card for it.')
    const is = await withdrawn('is', 'released')
    expect(is.subject).toBe('Tjónakrafa dregin til baka, bókun VG-100042')
    expect(is.text).toContain('Ástæða: The scratch was there at pickup')
  })
})
