import type { InsuranceText } from '.'

export const fr: InsuranceText = {
  title: 'Les assurances expliquées',
  seo: {
    title: 'Assurance location de voiture en Islande',
    description:
      'Protections Basique, Standard et Premium comparées simplement : ce qui est couvert, la franchise et les protections supplémentaires pour les routes islandaises.',
  },
  lead: 'Chaque location comprend la garantie dommages par collision (CDW) et la protection vol. À vous de choisir la part de franchise que vous gardez.',
  comparison: {
    title: 'Niveaux de protection comparés',
    intro:
      'Franchise, caution sur carte et prix de chaque niveau et classe de voiture, tels que nous les facturons à la réservation.',
  },
  tabsTitle: 'Niveaux de protection',
  basic: {
    title: 'Basique',
    body: [
      'Incluse dans chaque location.',
      {
        ul: [
          'Garantie dommages par collision (CDW)',
          'Protection vol et responsabilité civile',
          'La franchise la plus élevée : voir la comparaison ci-dessus',
        ],
      },
    ],
  },
  standard: {
    title: 'Standard',
    body: [
      'Notre protection la plus choisie.',
      { ul: ['Tout ce que comprend Basique', 'Protection gravillons', 'Une franchise bien plus basse'] },
    ],
  },
  premium: {
    title: 'Premium',
    body: [
      'Roulez l’esprit tranquille.',
      {
        ul: [
          'Tout ce que comprend Standard',
          'Protection sable et cendres, pare-brise et pneus',
          'Aucune franchise pour les dommages couverts',
        ],
      },
    ],
  },
  cta: 'Choisir une voiture et une protection',
}
