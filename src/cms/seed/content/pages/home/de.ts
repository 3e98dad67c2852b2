import type { HomeText } from '.'

export const de: HomeText = {
  title: 'Mietwagen am Flughafen Keflavík',
  seo: {
    title: 'Vegur Car Rental – Mietwagen am Flughafen Keflavík, Island',
    description:
      'Mietwagen am Flughafen Keflavík: Endpreis von Anfang an, verständliche Versicherung, kostenlose Stornierung, unbegrenzte Kilometer und Pannenhilfe rund um die Uhr. Vom Kleinwagen bis zum großen 4x4.',
  },
  hero: {
    title: 'Ihre Islandreise beginnt am Flughafen',
    text: 'Holen Sie Ihr Auto wenige Gehminuten von der Ankunftshalle ab. Endpreis von Anfang an, Versicherung in klaren Worten und Hilfe unterwegs, Tag und Nacht.',
    findCar: 'Auto finden',
    watchVideo: 'Video ansehen',
  },
  search: 'Auto finden',
  why: {
    title: 'Warum Vegur',
    price: {
      title: 'Endpreis von Anfang an',
      text: 'Der angezeigte Preis enthält Mehrwertsteuer, Grundversicherung und Flughafengebühren. Keine Überraschungen am Schalter.',
    },
    insurance: {
      title: 'Versicherung verständlich erklärt',
      text: 'Drei Schutzpakete in klaren Worten – Sie wissen, was Schotter-, Sand- und Ascheschäden kosten.',
    },
    cancellation: {
      title: 'Kostenlose Stornierung',
      text: 'Pläne ändern sich. Bis 48 Stunden vor der Abholung stornieren Sie kostenlos.',
    },
    airport: {
      title: 'Abholung am Flughafen',
      text: 'Unser Schalter liegt fünf Gehminuten von der Ankunftshalle entfernt und ist täglich von 05:00 bis 23:00 Uhr geöffnet.',
    },
    roadside: {
      title: 'Pannenhilfe rund um die Uhr',
      text: 'Reifenpanne um Mitternacht in den Westfjorden? Rufen Sie uns an, Tag und Nacht.',
    },
    mileage: {
      title: 'Unbegrenzte Kilometer',
      text: 'Fahren Sie die ganze Ringstraße und jeden Abstecher ohne Aufpreis.',
    },
  },
  plan: {
    title: 'Planen Sie Ihre Reise',
    insurance: { label: 'Versicherung', description: 'Basis-, Standard- und Premiumschutz im Vergleich.' },
    extras: { label: 'Extras', description: 'Kindersitze, WLAN, Navi und Zusatzfahrer.' },
    driving: { label: 'Autofahren in Island', description: 'Verkehrsregeln, F-Straßen, Wetter und Fahren im Winter.' },
    faq: { label: 'Häufige Fragen', description: 'Antworten zu Buchung, Zahlung, Abholung und Rückgabe.' },
  },
  intro: {
    title: 'Mietwagen in Island – ganz einfach',
    body: [
      'Vegur ist eine kleine isländische Autovermietung am Flughafen Keflavík. Unsere junge Flotte reicht vom Kleinwagen bis zum großen 4x4, und jedes Auto ist für isländische Straßen vorbereitet.',
      {
        ul: [
          'Winterreifen von November bis April ohne Aufpreis',
          'Automatik und Schaltgetriebe, Benzin, Diesel, Hybrid und Elektro',
          [{ bold: 'Buchung online ändern' }, ' – Schutz, Extras und Fahrer, ohne anzurufen'],
        ],
      },
      [
        'Sie wollen ins Hochland? Lesen Sie vorher unseren ',
        { link: 'Ratgeber zu F-Straßen', url: '/driving-in-iceland' },
        '.',
      ],
    ],
    ourCars: 'Unsere Autos',
  },
}
