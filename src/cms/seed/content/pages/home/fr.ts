import type { HomeText } from '.'

export const fr: HomeText = {
  title: 'Location de voiture à l’aéroport de Keflavík',
  seo: {
    title: 'Vegur Car Rental – location de voiture à l’aéroport de Keflavík, Islande',
    description:
      'Louez une voiture à l’aéroport de Keflavík : prix final affiché dès le départ, assurances claires, annulation gratuite, kilométrage illimité et assistance 24 h/24. De la citadine au grand 4x4.',
  },
  hero: {
    title: 'Votre road trip en Islande commence à l’aéroport',
    text: 'Récupérez votre voiture à quelques pas du hall des arrivées. Le prix final dès le départ, des assurances expliquées simplement et de l’aide sur la route, de jour comme de nuit.',
    findCar: 'Trouver une voiture',
    watchVideo: 'Voir la vidéo',
  },
  search: 'Trouver une voiture',
  why: {
    title: 'Pourquoi louer avec Vegur',
    price: {
      title: 'Prix final dès le départ',
      text: 'Le prix affiché comprend la TVA, l’assurance de base et les frais d’aéroport. Aucune surprise au comptoir.',
    },
    insurance: {
      title: 'Assurances expliquées',
      text: 'Trois niveaux de protection expliqués simplement : vous savez ce que coûtent les dégâts dus aux gravillons, au sable et aux cendres.',
    },
    cancellation: {
      title: 'Annulation gratuite',
      text: 'Les projets changent. Annulez gratuitement jusqu’à 48 heures avant la prise en charge.',
    },
    airport: {
      title: 'Prise en charge à l’aéroport',
      text: 'Notre comptoir est à cinq minutes à pied des arrivées, ouvert tous les jours de 5 h à 23 h.',
    },
    roadside: {
      title: 'Assistance routière 24 h/24',
      text: 'Une crevaison dans les fjords de l’Ouest à minuit ? Appelez-nous, de jour comme de nuit.',
    },
    mileage: {
      title: 'Kilométrage illimité',
      text: 'Parcourez toute la route circulaire et chaque détour sans supplément.',
    },
  },
  plan: {
    title: 'Préparez votre voyage',
    insurance: { label: 'Assurances', description: 'Comparez les protections Basique, Standard et Premium.' },
    extras: { label: 'Options', description: 'Sièges enfant, Wi-Fi, GPS et conducteur supplémentaire.' },
    driving: { label: 'Conduire en Islande', description: 'Code de la route, pistes F, météo et conduite en hiver.' },
    faq: { label: 'FAQ', description: 'Réponses sur la réservation, le paiement, la prise en charge et le retour.' },
  },
  intro: {
    title: 'Louer une voiture en Islande, tout simplement',
    body: [
      'Vegur est un petit loueur islandais installé à l’aéroport de Keflavík. Notre flotte récente va de la citadine au grand 4x4, et chaque voiture est préparée pour les routes islandaises.',
      {
        ul: [
          'Pneus hiver de novembre à avril, sans supplément',
          'Boîte automatique ou manuelle, essence, diesel, hybride et électrique',
          [{ bold: 'Modifiez votre réservation en ligne' }, ' : protection, options et conducteurs, sans appeler'],
        ],
      },
      [
        'Vous partez dans les Hautes Terres ? Lisez d’abord notre ',
        { link: 'guide des pistes F', url: '/driving-in-iceland' },
        '.',
      ],
    ],
    ourCars: 'Voir nos voitures',
  },
}
