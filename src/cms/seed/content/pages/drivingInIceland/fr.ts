import type { DrivingText } from '.'

export const fr: DrivingText = {
  title: 'Conduire en Islande',
  seo: {
    title: 'Conduire en Islande : règles, pistes F et conseils d’hiver',
    description:
      'À savoir avant de prendre la route en Islande : limitations de vitesse, feux, routes de gravier, pistes F, conduite en hiver et où consulter routes et météo.',
  },
  lead: 'Les routes islandaises sont magnifiques et parfois exigeantes. Quelques règles vous protègent, vous et la voiture.',
  tabsTitle: 'Par saison et par route',
  summer: {
    title: 'Été',
    body: [
      {
        ul: [
          'Limitations : 90 km/h sur route goudronnée, 80 km/h sur gravier, 50 km/h en agglomération',
          'Feux allumés en permanence, de jour comme de nuit',
          'Ralentissez avant le gravier et sur les ponts à voie unique',
        ],
      },
    ],
  },
  winter: {
    title: 'Hiver',
    body: [
      'De novembre à avril, nos voitures sont équipées de pneus hiver.',
      {
        ul: [
          'Vérifiez l’état des routes et la météo chaque matin',
          'En décembre, il ne fait parfois jour que quatre heures',
          'Ne vous arrêtez jamais sur la route pour regarder les aurores boréales',
        ],
      },
    ],
  },
  fRoads: {
    title: 'Pistes F',
    body: [
      'Les pistes de montagne marquées F ouvrent vers fin juin, uniquement pour les 4x4.',
      [
        'La conduite hors piste est interdite et jamais assurée. Voir ',
        { link: 'nos assurances', url: '/insurance' },
        '.',
      ],
    ],
  },
  trips: {
    title: 'Choisissez la voiture pour votre voyage',
    intro: 'Choisissez un voyage pour chercher avec les filtres qu’il demande ; vous donnez ensuite les dates.',
    ringRoad: {
      name: 'Route circulaire',
      note: 'La route 1 est goudronnée sur tout le tour : toutes nos voitures conviennent. Les routes vers les sites sont souvent en gravier : la protection gravillons couvre les projections des autres voitures.',
    },
    highlands: {
      name: 'Hautes terres',
      note: 'Les routes F ouvrent vers la fin juin et ne sont autorisées qu’en 4x4. Aucune protection ne couvre la traversée de rivières.',
    },
    winter: {
      name: 'Hiver',
      note: 'De novembre à avril, toutes les voitures ont des pneus hiver. Quatre roues motrices ou intégrales tiennent mieux sur la neige et la glace ; vérifiez l’état des routes chaque matin.',
    },
  },
  before: 'Avant de partir',
  videoTitle: 'Vidéo de démonstration (Big Buck Bunny, Blender Foundation)',
  watch: 'Lire la vidéo',
  links: {
    roads: 'État des routes (umferdin.is)',
    safety: 'Plans de voyage et alertes (safetravel.is)',
    weather: 'Prévisions météo (vedur.is)',
  },
}
