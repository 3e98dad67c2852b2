import type { InsuranceText } from '.'

export const de: InsuranceText = {
  title: 'Versicherung verständlich erklärt',
  seo: {
    title: 'Mietwagenversicherung in Island',
    description:
      'Basis-, Standard- und Premiumschutz in klaren Worten verglichen: Was versichert ist, die Selbstbeteiligung und Zusatzschutz für isländische Straßen.',
  },
  lead: 'Jede Miete enthält Vollkaskoschutz (CDW) und Diebstahlschutz. Sie entscheiden, wie viel Selbstbeteiligung Sie tragen möchten.',
  comparison: {
    title: 'Schutzpakete im Vergleich',
    intro:
      'Selbstbeteiligung, Kaution und Preis je Schutzpaket und Fahrzeugklasse, genau so, wie wir sie bei der Buchung berechnen.',
  },
  tabsTitle: 'Schutzpakete',
  basic: {
    title: 'Basis',
    body: [
      'In jeder Miete enthalten.',
      {
        ul: [
          'Vollkaskoschutz (CDW)',
          'Diebstahlschutz und Haftpflicht',
          'Die höchste Selbstbeteiligung: siehe Vergleich oben',
        ],
      },
    ],
  },
  standard: {
    title: 'Standard',
    body: [
      'Unser meistgewählter Schutz.',
      { ul: ['Alles aus Basis', 'Schotterschutz', 'Eine deutlich niedrigere Selbstbeteiligung'] },
    ],
  },
  premium: {
    title: 'Premium',
    body: [
      'Sorglos unterwegs.',
      {
        ul: [
          'Alles aus Standard',
          'Sand- und Asche-, Windschutzscheiben- und Reifenschutz',
          'Keine Selbstbeteiligung bei versicherten Schäden',
        ],
      },
    ],
  },
  cta: 'Auto und Schutz wählen',
}
