import { localize, type Localized, type PageSeed } from '../../types'
import { banner, carDetails, carList, searchResults } from '../blocks'

type HighlandsText = {
  title: string
  seo: { title: string; description: string }
  hero: { label: string; title: string; text: string; cta: string }
  pastOffer: { label: string; title: string }
  list: { tag: string; title: string; large: string; midSize: string; more: string }
  favourite: string
  used: string
}

const TEXT: Localized<HighlandsText> = {
  en: {
    title: '4x4 for the Highlands',
    seo: {
      title: '4x4 car rental for the Icelandic Highlands | Vegur',
      description:
        'Rent a 4x4 allowed on the F-roads: large and mid-size SUVs at Keflavík airport, with unlimited mileage and basic protection included.',
    },
    hero: {
      label: 'F-roads allowed',
      title: '4x4 for the Highlands',
      text: 'Landmannalaugar, Kjölur, Askja: the F-roads open in summer to four-wheel drive only. Our 4x4s are ready for them.',
      cta: 'Find a 4x4',
    },
    pastOffer: { label: 'Winter 2020', title: '20% off every 4x4 this winter' },
    list: {
      tag: 'Four-wheel drive',
      title: 'Our 4x4s',
      large: 'Large SUVs',
      midSize: 'Mid-size SUVs',
      more: 'See all our cars',
    },
    favourite: 'Our favourite for the F-roads',
    used: 'Buy a used 4x4',
  },
  de: {
    title: '4x4 fürs Hochland',
    seo: {
      title: '4x4 mieten fürs isländische Hochland | Vegur',
      description:
        'Mieten Sie einen 4x4, der auf F-Straßen fahren darf: große und mittelgroße SUVs am Flughafen Keflavík, unbegrenzte Kilometer und Basisschutz inklusive.',
    },
    hero: {
      label: 'F-Straßen erlaubt',
      title: '4x4 fürs Hochland',
      text: 'Landmannalaugar, Kjölur, Askja: Die F-Straßen öffnen im Sommer nur für Allradfahrzeuge. Unsere 4x4 sind dafür bereit.',
      cta: 'Einen 4x4 finden',
    },
    pastOffer: { label: 'Winter 2020', title: '20 % Rabatt auf alle 4x4 in diesem Winter' },
    list: {
      tag: 'Allradantrieb',
      title: 'Unsere 4x4',
      large: 'Große SUVs',
      midSize: 'Mittelgroße SUVs',
      more: 'Alle unsere Autos ansehen',
    },
    favourite: 'Unser Favorit für die F-Straßen',
    used: 'Einen gebrauchten 4x4 kaufen',
  },
  es: {
    title: '4x4 para las Tierras Altas',
    seo: {
      title: 'Alquiler de 4x4 para las Tierras Altas de Islandia | Vegur',
      description:
        'Alquila un 4x4 permitido en las carreteras F: SUV grandes y medianos en el aeropuerto de Keflavík, con kilometraje ilimitado y protección básica.',
    },
    hero: {
      label: 'Carreteras F permitidas',
      title: '4x4 para las Tierras Altas',
      text: 'Landmannalaugar, Kjölur, Askja: las carreteras F abren en verano solo para vehículos 4x4. Nuestros 4x4 están listos.',
      cta: 'Buscar un 4x4',
    },
    pastOffer: { label: 'Invierno 2020', title: '20 % de descuento en todos los 4x4 este invierno' },
    list: {
      tag: 'Tracción total',
      title: 'Nuestros 4x4',
      large: 'SUV grandes',
      midSize: 'SUV medianos',
      more: 'Ver todos nuestros coches',
    },
    favourite: 'Nuestro favorito para las carreteras F',
    used: 'Comprar un 4x4 de segunda mano',
  },
  fr: {
    title: '4x4 pour les Hautes Terres',
    seo: {
      title: 'Location de 4x4 pour les Hautes Terres d’Islande | Vegur',
      description:
        'Louez un 4x4 autorisé sur les routes F : grands SUV et SUV intermédiaires à l’aéroport de Keflavík, kilométrage illimité et protection de base compris.',
    },
    hero: {
      label: 'Routes F autorisées',
      title: '4x4 pour les Hautes Terres',
      text: 'Landmannalaugar, Kjölur, Askja : les routes F n’ouvrent en été qu’aux quatre roues motrices. Nos 4x4 sont prêts.',
      cta: 'Trouver un 4x4',
    },
    pastOffer: { label: 'Hiver 2020', title: '20 % de remise sur tous les 4x4 cet hiver' },
    list: {
      tag: 'Quatre roues motrices',
      title: 'Nos 4x4',
      large: 'Grands SUV',
      midSize: 'SUV intermédiaires',
      more: 'Voir toutes nos voitures',
    },
    favourite: 'Notre favori pour les routes F',
    used: 'Acheter un 4x4 d’occasion',
  },
  is: {
    title: 'Jeppar fyrir hálendið',
    seo: {
      title: 'Jeppaleiga fyrir hálendi Íslands | Vegur',
      description:
        'Leigðu jeppa sem má aka á F-vegum: stórir og meðalstórir jeppar á Keflavíkurflugvelli, ótakmarkaður akstur og grunnvernd innifalin.',
    },
    hero: {
      label: 'Leyfður á F-vegum',
      title: 'Jeppar fyrir hálendið',
      text: 'Landmannalaugar, Kjölur, Askja: F-vegirnir opna á sumrin aðeins fyrir fjórhjóladrifna bíla. Jepparnir okkar eru tilbúnir.',
      cta: 'Finna jeppa',
    },
    pastOffer: { label: 'Vetur 2020', title: '20% afsláttur af öllum jeppum í vetur' },
    list: {
      tag: 'Fjórhjóladrif',
      title: 'Jepparnir okkar',
      large: 'Stórir jeppar',
      midSize: 'Meðalstórir jeppar',
      more: 'Sjá alla bílana okkar',
    },
    favourite: 'Uppáhaldið okkar á F-vegina',
    used: 'Kaupa notaðan jeppa',
  },
  it: {
    title: '4x4 per gli altipiani',
    seo: {
      title: 'Noleggio 4x4 per gli altipiani islandesi | Vegur',
      description:
        'Noleggia un 4x4 ammesso sulle strade F: SUV grandi e medi all’aeroporto di Keflavík, chilometraggio illimitato e protezione base inclusi.',
    },
    hero: {
      label: 'Strade F ammesse',
      title: '4x4 per gli altipiani',
      text: 'Landmannalaugar, Kjölur, Askja: in estate le strade F aprono solo ai veicoli a trazione integrale. I nostri 4x4 sono pronti.',
      cta: 'Trova un 4x4',
    },
    pastOffer: { label: 'Inverno 2020', title: '20% di sconto su tutti i 4x4 questo inverno' },
    list: {
      tag: 'Trazione integrale',
      title: 'I nostri 4x4',
      large: 'SUV grandi',
      midSize: 'SUV medi',
      more: 'Vedi tutte le nostre auto',
    },
    favourite: 'Il nostro preferito per le strade F',
    used: 'Compra un 4x4 usato',
  },
}

/** Landing page "4x4 for the Highlands": a banner with a car class, one outside its dates, car list, car details, used 4x4s. */
export const highlands: PageSeed = {
  path: '/4x4-highlands',
  seoImage: 'winter',
  content: (media) =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({
            variant: 'hero',
            label: t.hero.label,
            title: t.hero.title,
            text: t.hero.text,
            image: media.winter,
            category: 'LargeSUVs',
            dateFrom: '2020-01-01T00:00:00.000Z',
            buttons: [{ label: t.hero.cta, url: '/booking?category=LargeSUVs', style: 'secondary' }],
          }),
          banner({
            label: t.pastOffer.label,
            title: t.pastOffer.title,
            category: 'LargeSUVs',
            dateFrom: '2020-11-01T00:00:00.000Z',
            dateTo: '2021-03-31T00:00:00.000Z',
          }),
          carList({
            tag: t.list.tag,
            title: t.list.title,
            tabs: [
              { label: t.list.large, source: 'category', webCategory: 'LargeSUVs' },
              { label: t.list.midSize, source: 'category', webCategory: 'MidSizeSUVs' },
            ],
            moreButton: { label: t.list.more },
            settings: { columns: 3 },
          }),
          carDetails(t.favourite, media.cars['dacia-duster-4x4'] ?? 0),
          searchResults({
            title: t.used,
            filters: { driveTrains: ['4WD', 'AWD'], categories: ['SUV', 'Jeep', 'Pickup'] },
            settings: { theme: 'brand', columns: 4 },
          }),
        ],
      }
    }),
}
