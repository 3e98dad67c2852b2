import type { InsuranceText } from '.'

export const en: InsuranceText = {
  title: 'Insurance explained',
  seo: {
    title: 'Car rental insurance in Iceland',
    description:
      'Basic, Standard and Premium protection compared in plain words: what is covered, the excess and the extra protections for Icelandic roads.',
  },
  lead: 'Every rental includes Collision Damage Waiver and theft protection. Choose how much of the excess you want to keep.',
  comparison: {
    title: 'Protection levels compared',
    intro: 'Excess, card deposit and price for each level and car class, as we charge them when you book.',
  },
  tabsTitle: 'Protection levels',
  basic: {
    title: 'Basic',
    body: [
      'Included in every rental.',
      {
        ul: [
          'Collision Damage Waiver (CDW)',
          'Theft protection and third-party liability',
          'The highest excess: see the comparison above',
        ],
      },
    ],
  },
  standard: {
    title: 'Standard',
    body: ['Our most chosen protection.', { ul: ['Everything in Basic', 'Gravel protection', 'A much lower excess'] }],
  },
  premium: {
    title: 'Premium',
    body: [
      'Drive without worries.',
      {
        ul: ['Everything in Standard', 'Sand and ash, windscreen and tyre protection', 'No excess for covered damage'],
      },
    ],
  },
  cta: 'Choose a car and protection',
}
