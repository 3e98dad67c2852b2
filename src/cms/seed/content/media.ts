import type { Season } from '../images/landscape'
import type { Localized } from '../types'

export const LANDSCAPE_ALT: Record<Season, Localized<string>> = {
  summer: {
    en: 'An SUV on a road below glacier-capped mountains in summer',
    de: 'Ein SUV auf einer Straße unter gletscherbedeckten Bergen im Sommer',
    es: 'Un SUV en una carretera bajo montañas cubiertas de glaciares en verano',
    fr: 'Un SUV sur une route au pied de montagnes coiffées de glaciers en été',
    is: 'Jepplingur á vegi undir jökulkrýndum fjöllum að sumri',
    it: 'Un SUV su una strada sotto montagne coperte da ghiacciai in estate',
  },
  winter: {
    en: 'A 4x4 on a snowy road under the northern lights',
    de: 'Ein Geländewagen auf einer verschneiten Straße unter Nordlichtern',
    es: 'Un 4x4 en una carretera nevada bajo la aurora boreal',
    fr: 'Un 4x4 sur une route enneigée sous les aurores boréales',
    is: 'Jeppi á snævi þöktum vegi undir norðurljósum',
    it: "Un fuoristrada su una strada innevata sotto l'aurora boreale",
  },
}

export const LOGO_ALT: Localized<string> = {
  en: 'Vegur Car Rental logo',
  de: 'Logo von Vegur Car Rental',
  es: 'Logotipo de Vegur Car Rental',
  fr: 'Logo de Vegur Car Rental',
  is: 'Merki Vegur bílaleigu',
  it: 'Logo di Vegur Car Rental',
}

export const PDF_ALT: Localized<string> = {
  en: 'Rental terms summary (PDF)',
  de: 'Zusammenfassung der Mietbedingungen (PDF)',
  es: 'Resumen de las condiciones de alquiler (PDF)',
  fr: 'Résumé des conditions de location (PDF)',
  is: 'Samantekt leiguskilmála (PDF)',
  it: 'Riepilogo delle condizioni di noleggio (PDF)',
}

/** The text of the generated rental terms PDF (English; the PDF is linked from every language). */
export const RENTAL_TERMS_PDF = {
  title: 'Vegur Car Rental - Rental terms summary',
  lines: [
    'Vegur bílaleiga ehf., Blikavöllur 2, 235 Keflavíkurflugvöllur, Iceland. Demo content.',
    '',
    '1. The renter must be at least 19 years old (21 for SUVs and 4x4s, 25 for large 4x4s) and have held a valid driving licence for at least one year.',
    '2. Prices include VAT (24%), unlimited mileage and Collision Damage Waiver (CDW) with the excess shown at booking.',
    '3. Free cancellation up to 48 hours before pickup. Later cancellations are charged one rental day.',
    '4. The car is delivered with a full tank or a charged battery and must be returned the same way, or a refuelling fee applies.',
    '5. Driving off-road is illegal in Iceland and is never covered by any protection. F-roads are open to 4x4 cars only.',
    '6. River crossings, damage from sand and ash storms and damage to the underbody are not covered unless stated in your protection.',
    '7. Speeding and parking fines, tolls and tunnel fees are charged to the renter with a handling fee.',
    '8. Report any accident or damage at once: +354 420 5050, open 24/7.',
    '',
    'The full terms are on www.vegur.is/terms. Questions: info@vegur.is',
  ],
}
