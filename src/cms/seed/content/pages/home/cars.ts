import type { Localized } from '../../../types'

/** The home page's car blocks: a car list with three tabs and a slider of offers. */
export type HomeCarsText = {
  list: { tag: string; title: string; popular: string; economy: string; fourByFour: string }
  offers: {
    title: string
    winter: [string, string]
    week: [string, string]
    electric: [string, string]
    tag: string
    more: string
  }
}

export const HOME_CARS: Localized<HomeCarsText> = {
  en: {
    list: { tag: 'Our fleet', title: 'Cars for every trip', popular: 'Popular', economy: 'Economy', fourByFour: '4x4' },
    offers: {
      title: 'Offers',
      winter: ['Winter ready', 'Studded tyres and a 4x4 for the dark months.'],
      week: ['Longer is cheaper', 'Rent for a week or more and the price per day drops.'],
      electric: ['Go electric', 'Fast chargers all around the Ring Road.'],
      tag: 'Offer',
      more: 'Find out more',
    },
  },
  de: {
    list: {
      tag: 'Unsere Flotte',
      title: 'Autos für jede Reise',
      popular: 'Beliebt',
      economy: 'Kleinwagen',
      fourByFour: '4x4',
    },
    offers: {
      title: 'Angebote',
      winter: ['Winterfest', 'Spikereifen und ein 4x4 für die dunklen Monate.'],
      week: ['Länger ist günstiger', 'Ab einer Woche sinkt der Preis pro Tag.'],
      electric: ['Elektrisch fahren', 'Schnelllader rund um die Ringstraße.'],
      tag: 'Angebot',
      more: 'Mehr erfahren',
    },
  },
  es: {
    list: {
      tag: 'Nuestra flota',
      title: 'Coches para cada viaje',
      popular: 'Populares',
      economy: 'Económicos',
      fourByFour: '4x4',
    },
    offers: {
      title: 'Ofertas',
      winter: ['Listo para el invierno', 'Neumáticos con clavos y un 4x4 para los meses oscuros.'],
      week: ['Más largo, más barato', 'Alquila una semana o más y baja el precio por día.'],
      electric: ['Pásate al eléctrico', 'Cargadores rápidos por toda la Ring Road.'],
      tag: 'Oferta',
      more: 'Más información',
    },
  },
  fr: {
    list: {
      tag: 'Notre flotte',
      title: 'Une voiture pour chaque voyage',
      popular: 'Populaires',
      economy: 'Économiques',
      fourByFour: '4x4',
    },
    offers: {
      title: 'Offres',
      winter: ['Prêt pour l’hiver', 'Pneus cloutés et 4x4 pour les mois sombres.'],
      week: ['Plus long, moins cher', 'Louez une semaine ou plus : le prix par jour baisse.'],
      electric: ['Passez à l’électrique', 'Des bornes rapides tout autour de la route 1.'],
      tag: 'Offre',
      more: 'En savoir plus',
    },
  },
  is: {
    list: {
      tag: 'Flotinn okkar',
      title: 'Bílar fyrir hverja ferð',
      popular: 'Vinsælir',
      economy: 'Sparneytnir',
      fourByFour: 'Jeppar',
    },
    offers: {
      title: 'Tilboð',
      winter: ['Klár í veturinn', 'Nagladekk og jeppi fyrir dimmu mánuðina.'],
      week: ['Lengra er ódýrara', 'Leigðu í viku eða lengur og verð á dag lækkar.'],
      electric: ['Veldu rafmagn', 'Hraðhleðslur allan hringveginn.'],
      tag: 'Tilboð',
      more: 'Lesa meira',
    },
  },
  it: {
    list: {
      tag: 'La nostra flotta',
      title: 'Auto per ogni viaggio',
      popular: 'Popolari',
      economy: 'Economiche',
      fourByFour: '4x4',
    },
    offers: {
      title: 'Offerte',
      winter: ['Pronti per l’inverno', 'Gomme chiodate e un 4x4 per i mesi bui.'],
      week: ['Più a lungo, meno caro', 'Noleggia per una settimana o più e il prezzo al giorno scende.'],
      electric: ['Passa all’elettrico', 'Colonnine rapide lungo tutta la Ring Road.'],
      tag: 'Offerta',
      more: 'Scopri di più',
    },
  },
}
