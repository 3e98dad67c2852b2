import type { FaqText } from '.'

export const de: FaqText = {
  title: 'Häufige Fragen',
  seo: {
    title: 'Häufige Fragen – Buchung, Versicherung, Abholung und Zahlung',
    description:
      'Antworten auf häufige Fragen zur Automiete am Flughafen Keflavík: Mindestalter, Versicherung, Abholung und Rückgabe, Zahlung und Stornierung.',
  },
  intro:
    'Schnelle Antworten zu Buchung, Versicherung, Abholung und Zahlung. Nichts gefunden? Chatten Sie mit uns oder rufen Sie an, Tag und Nacht.',
  tabsTitle: 'Fragen nach Thema',
  groups: {
    booking: {
      title: 'Buchung',
      questions: [
        {
          q: 'Kann ich meine Buchung ändern oder stornieren?',
          a: 'Ja. Bis 48 Stunden vor der Abholung ist die Stornierung kostenlos. Unter „Buchung verwalten“ ändern Sie Schutz, Extras und Fahrer mit Ihrer Voucher-Nummer und Ihrem Nachnamen.',
        },
        {
          q: 'Wie alt muss ich sein, um ein Auto zu mieten?',
          a: 'Mindestens 19 Jahre für Kleinwagen, 21 für SUVs und 4x4 und 25 für große 4x4. Fahrer unter 25 zahlen eine Jungfahrergebühr.',
        },
        {
          q: 'Brauche ich einen internationalen Führerschein?',
          a: 'Nicht, wenn Ihr Führerschein in lateinischer Schrift ausgestellt ist und Sie ihn seit mindestens einem Jahr besitzen. Andernfalls bringen Sie zusätzlich einen internationalen Führerschein mit.',
        },
      ],
    },
    insurance: {
      title: 'Versicherung',
      questions: [
        {
          q: 'Was ist im Preis enthalten?',
          a: 'Vollkaskoschutz (CDW) mit der bei der Buchung angezeigten Selbstbeteiligung, Diebstahlschutz, Haftpflicht und 24 % Mehrwertsteuer.',
        },
        {
          q: 'Sind Steinschlag- und Windschutzscheibenschäden versichert?',
          a: 'Der Schotterschutz ist im Standard- und Premiumschutz enthalten. Den Windschutzscheibenschutz können Sie zu jeder Buchung hinzufügen.',
        },
        {
          q: 'Wozu brauche ich einen Sand- und Ascheschutz?',
          a: 'Starker Wind an der Südküste kann Sand und Vulkanasche gegen das Auto schleudern und den Lack abtragen. Der Basisschutz deckt das nicht ab.',
        },
      ],
    },
    pickup: {
      title: 'Abholung und Rückgabe',
      questions: [
        {
          q: 'Wo hole ich das Auto ab?',
          a: 'An unserem Schalter in der Blikavöllur 2, fünf Gehminuten von der Ankunftshalle des Flughafens Keflavík. Er ist täglich von 05:00 bis 23:00 Uhr geöffnet.',
        },
        {
          q: 'Was passiert, wenn mein Flug Verspätung hat?',
          a: 'Geben Sie bei der Buchung Ihre Flugnummer an, dann verfolgen wir Ihren Flug. Für Abholungen zwischen 23:00 und 05:00 Uhr fällt eine Gebühr außerhalb der Öffnungszeiten an.',
        },
        {
          q: 'Wie gebe ich das Auto außerhalb der Öffnungszeiten zurück?',
          a: 'Parken Sie im Rückgabebereich von Vegur, fotografieren Sie das Auto und werfen Sie den Schlüssel in den Schlüsselkasten neben der Tür.',
        },
      ],
    },
    payment: {
      title: 'Zahlung',
      questions: [
        {
          q: 'Wann bezahle ich?',
          a: 'Zahlen Sie jetzt und sparen Sie 10 %, oder zahlen Sie bei der Abholung. In beiden Fällen ist der angezeigte Preis der Endpreis.',
        },
        {
          q: 'Welche Karten akzeptieren Sie?',
          a: 'Visa, Mastercard und American Express. Die Kaution wird auf einer Kreditkarte auf den Namen des Hauptfahrers reserviert.',
        },
        {
          q: 'In welcher Währung wird abgerechnet?',
          a: 'Sie können Preise in EUR, ISK, USD oder GBP anzeigen. Belastet wird in isländischen Kronen (ISK) zum bei der Buchung angezeigten Kurs.',
        },
      ],
    },
  },
  more: { title: 'Noch Fragen?', chat: 'Mit uns chatten', contact: 'Kontakt aufnehmen' },
}
