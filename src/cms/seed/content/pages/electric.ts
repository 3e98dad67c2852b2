import { localize, type Localized, type PageSeed } from '../../types'
import { banner, carDetails, carList, financing, searchResults, slider } from '../blocks'

type Slide = { title: string; description: string; tag: string; link: string }

type ElectricText = {
  title: string
  seo: { title: string; description: string }
  hero: { label: string; title: string; text: string; cta: string }
  slides: { title: string; ring: Slide; fast: Slide; weekly: Slide }
  list: { title: string; tab: string }
  favourite: string
  financing: { title: string; text: string; loan: string; lease: string }
  used: string
}

const TEXT: Localized<ElectricText> = {
  en: {
    title: 'Electric cars in Iceland',
    seo: {
      title: 'Electric car rental in Iceland | Vegur',
      description:
        'Rent an electric car at Keflavík airport: Tesla, Kia, Volkswagen and Hyundai, with charging tips for the Ring Road and prices per day.',
    },
    hero: {
      label: 'Zero emissions',
      title: 'Electric cars in Iceland',
      text: 'Iceland runs on green power, and fast chargers line the Ring Road. Drive silent, pay less for energy.',
      cta: 'Find an electric car',
    },
    slides: {
      title: 'Driving electric',
      ring: {
        title: 'The Ring Road in an EV',
        description: 'Fast chargers every 100 km or so: plan one stop a day.',
        tag: 'Route',
        link: 'Read our driving guide',
      },
      fast: {
        title: 'Charging made simple',
        description: 'Every electric rental comes with a charging card and cable.',
        tag: 'Included',
        link: 'See what is included',
      },
      weekly: {
        title: 'A week in a Tesla Model 3',
        description: 'Seven days or more, price per day.',
        tag: 'Offer',
        link: 'Book a Tesla',
      },
    },
    list: { title: 'Our electric cars', tab: 'Electric cars' },
    favourite: 'The most popular: Tesla Model 3',
    financing: {
      title: 'Buy an electric car',
      text: 'Like it? Our used electric cars can be financed through our partners.',
      loan: 'Car loan',
      lease: 'Leasing',
    },
    used: 'Used electric cars for sale',
  },
  de: {
    title: 'Elektroautos in Island',
    seo: {
      title: 'Elektroauto mieten in Island | Vegur',
      description:
        'Mieten Sie ein Elektroauto am Flughafen Keflavík: Tesla, Kia, Volkswagen und Hyundai, mit Ladetipps für die Ringstraße und Preisen pro Tag.',
    },
    hero: {
      label: 'Null Emissionen',
      title: 'Elektroautos in Island',
      text: 'Island fährt mit grünem Strom, und Schnelllader säumen die Ringstraße. Leise fahren, weniger für Energie zahlen.',
      cta: 'Ein Elektroauto finden',
    },
    slides: {
      title: 'Elektrisch unterwegs',
      ring: {
        title: 'Die Ringstraße im E-Auto',
        description: 'Etwa alle 100 km ein Schnelllader: ein Stopp pro Tag genügt.',
        tag: 'Route',
        link: 'Unseren Fahrratgeber lesen',
      },
      fast: {
        title: 'Laden leicht gemacht',
        description: 'Jede Elektromiete enthält Ladekarte und Kabel.',
        tag: 'Inklusive',
        link: 'Was inklusive ist',
      },
      weekly: {
        title: 'Eine Woche im Tesla Model 3',
        description: 'Ab sieben Tagen, Preis pro Tag.',
        tag: 'Angebot',
        link: 'Einen Tesla buchen',
      },
    },
    list: { title: 'Unsere Elektroautos', tab: 'Elektroautos' },
    favourite: 'Der Beliebteste: Tesla Model 3',
    financing: {
      title: 'Ein Elektroauto kaufen',
      text: 'Gefällt er Ihnen? Unsere gebrauchten Elektroautos lassen sich über unsere Partner finanzieren.',
      loan: 'Autokredit',
      lease: 'Leasing',
    },
    used: 'Gebrauchte Elektroautos zum Verkauf',
  },
  es: {
    title: 'Coches eléctricos en Islandia',
    seo: {
      title: 'Alquiler de coches eléctricos en Islandia | Vegur',
      description:
        'Alquila un coche eléctrico en el aeropuerto de Keflavík: Tesla, Kia, Volkswagen y Hyundai, con consejos de carga para la Ring Road y precios por día.',
    },
    hero: {
      label: 'Cero emisiones',
      title: 'Coches eléctricos en Islandia',
      text: 'Islandia funciona con energía verde y hay cargadores rápidos a lo largo de la Ring Road. Conduce en silencio y paga menos.',
      cta: 'Buscar un coche eléctrico',
    },
    slides: {
      title: 'Conducir en eléctrico',
      ring: {
        title: 'La Ring Road en eléctrico',
        description: 'Un cargador rápido cada 100 km aproximadamente: una parada al día.',
        tag: 'Ruta',
        link: 'Lee nuestra guía de conducción',
      },
      fast: {
        title: 'Cargar es sencillo',
        description: 'Cada alquiler eléctrico incluye tarjeta de carga y cable.',
        tag: 'Incluido',
        link: 'Qué está incluido',
      },
      weekly: {
        title: 'Una semana en un Tesla Model 3',
        description: 'Siete días o más, precio por día.',
        tag: 'Oferta',
        link: 'Reservar un Tesla',
      },
    },
    list: { title: 'Nuestros coches eléctricos', tab: 'Coches eléctricos' },
    favourite: 'El más popular: Tesla Model 3',
    financing: {
      title: 'Comprar un coche eléctrico',
      text: '¿Te gusta? Nuestros eléctricos de segunda mano se pueden financiar con nuestros socios.',
      loan: 'Préstamo de coche',
      lease: 'Leasing',
    },
    used: 'Coches eléctricos de segunda mano en venta',
  },
  fr: {
    title: 'Voitures électriques en Islande',
    seo: {
      title: 'Location de voitures électriques en Islande | Vegur',
      description:
        'Louez une voiture électrique à l’aéroport de Keflavík : Tesla, Kia, Volkswagen et Hyundai, avec des conseils de recharge pour la route 1 et les prix par jour.',
    },
    hero: {
      label: 'Zéro émission',
      title: 'Voitures électriques en Islande',
      text: 'L’Islande roule à l’énergie verte et des bornes rapides jalonnent la route 1. Roulez en silence, payez moins.',
      cta: 'Trouver une voiture électrique',
    },
    slides: {
      title: 'Rouler électrique',
      ring: {
        title: 'La route 1 en électrique',
        description: 'Une borne rapide tous les 100 km environ : un arrêt par jour.',
        tag: 'Itinéraire',
        link: 'Lire notre guide de conduite',
      },
      fast: {
        title: 'La recharge en toute simplicité',
        description: 'Chaque location électrique comprend une carte de recharge et un câble.',
        tag: 'Inclus',
        link: 'Ce qui est inclus',
      },
      weekly: {
        title: 'Une semaine en Tesla Model 3',
        description: 'Sept jours ou plus, prix par jour.',
        tag: 'Offre',
        link: 'Réserver une Tesla',
      },
    },
    list: { title: 'Nos voitures électriques', tab: 'Voitures électriques' },
    favourite: 'La plus demandée : Tesla Model 3',
    financing: {
      title: 'Acheter une voiture électrique',
      text: 'Elle vous plaît ? Nos voitures électriques d’occasion peuvent être financées par nos partenaires.',
      loan: 'Crédit auto',
      lease: 'Location avec option d’achat',
    },
    used: 'Voitures électriques d’occasion à vendre',
  },
  is: {
    title: 'Rafbílar á Íslandi',
    seo: {
      title: 'Rafbílaleiga á Íslandi | Vegur',
      description:
        'Leigðu rafbíl á Keflavíkurflugvelli: Tesla, Kia, Volkswagen og Hyundai, með ráðum um hleðslu á hringveginum og verði á dag.',
    },
    hero: {
      label: 'Engin losun',
      title: 'Rafbílar á Íslandi',
      text: 'Ísland gengur fyrir grænni orku og hraðhleðslur eru meðfram hringveginum. Aktu hljóðlaust og borgaðu minna.',
      cta: 'Finna rafbíl',
    },
    slides: {
      title: 'Á rafmagni',
      ring: {
        title: 'Hringvegurinn á rafbíl',
        description: 'Hraðhleðsla á um 100 km fresti: eitt stopp á dag.',
        tag: 'Leið',
        link: 'Lesa akstursráðin okkar',
      },
      fast: {
        title: 'Einfalt að hlaða',
        description: 'Hleðslukort og snúra fylgja öllum rafbílum.',
        tag: 'Innifalið',
        link: 'Sjá hvað er innifalið',
      },
      weekly: {
        title: 'Vika á Tesla Model 3',
        description: 'Sjö dagar eða fleiri, verð á dag.',
        tag: 'Tilboð',
        link: 'Bóka Teslu',
      },
    },
    list: { title: 'Rafbílarnir okkar', tab: 'Rafbílar' },
    favourite: 'Vinsælastur: Tesla Model 3',
    financing: {
      title: 'Kaupa rafbíl',
      text: 'Líkar þér hann? Notuðu rafbílana okkar má fjármagna hjá samstarfsaðilum okkar.',
      loan: 'Bílalán',
      lease: 'Rekstrarleiga',
    },
    used: 'Notaðir rafbílar til sölu',
  },
  it: {
    title: 'Auto elettriche in Islanda',
    seo: {
      title: 'Noleggio auto elettriche in Islanda | Vegur',
      description:
        'Noleggia un’auto elettrica all’aeroporto di Keflavík: Tesla, Kia, Volkswagen e Hyundai, con consigli di ricarica per la Ring Road e prezzi al giorno.',
    },
    hero: {
      label: 'Zero emissioni',
      title: 'Auto elettriche in Islanda',
      text: 'L’Islanda va a energia verde e le colonnine rapide costeggiano la Ring Road. Guida in silenzio, paga meno.',
      cta: 'Trova un’auto elettrica',
    },
    slides: {
      title: 'Guidare elettrico',
      ring: {
        title: 'La Ring Road in elettrico',
        description: 'Una colonnina rapida ogni 100 km circa: una sosta al giorno.',
        tag: 'Percorso',
        link: 'Leggi la nostra guida',
      },
      fast: {
        title: 'Ricaricare è semplice',
        description: 'Ogni noleggio elettrico include tessera di ricarica e cavo.',
        tag: 'Incluso',
        link: 'Cosa è incluso',
      },
      weekly: {
        title: 'Una settimana in Tesla Model 3',
        description: 'Sette giorni o più, prezzo al giorno.',
        tag: 'Offerta',
        link: 'Prenota una Tesla',
      },
    },
    list: { title: 'Le nostre auto elettriche', tab: 'Auto elettriche' },
    favourite: 'La più richiesta: Tesla Model 3',
    financing: {
      title: 'Compra un’auto elettrica',
      text: 'Ti piace? Le nostre elettriche usate si possono finanziare con i nostri partner.',
      loan: 'Prestito auto',
      lease: 'Leasing',
    },
    used: 'Auto elettriche usate in vendita',
  },
}

/** Landing page "Electric cars in Iceland": banner, slider, car list (list view), car details, financing, used EVs. */
export const electric: PageSeed = {
  path: '/electric-cars',
  seoImage: 'hero',
  content: (media) =>
    localize((locale) => {
      const t = TEXT[locale]
      const slide = (text: Slide, url: string, price?: { price: number; sale?: number }, image?: number) => ({
        title: text.title,
        description: text.description,
        tags: [{ label: text.tag }],
        link: { label: text.link, url },
        ...(price && { price: price.price, sale: { isActive: price.sale !== undefined, amount: price.sale } }),
        image,
      })
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({
            variant: 'hero',
            label: t.hero.label,
            title: t.hero.title,
            text: t.hero.text,
            image: media.hero,
            category: 'ElectricCars',
            buttons: [{ label: t.hero.cta, url: '/booking?category=ElectricCars', style: 'secondary' }],
          }),
          slider({
            title: t.slides.title,
            slides: [
              slide(t.slides.ring, '/driving-in-iceland', undefined, media.fleet[0]),
              slide(t.slides.fast, '/extras-info', undefined, media.fleet[1]),
              slide(t.slides.weekly, '/cars/tesla-model-3', { price: 95, sale: 79 }, media.fleet[2]),
            ],
            settings: { columns: 3 },
          }),
          carList({
            title: t.list.title,
            tabs: [{ label: t.list.tab, source: 'category', webCategory: 'ElectricCars' }],
            viewMode: 'list',
            settings: { width: '75' },
          }),
          carDetails(t.favourite, media.cars['tesla-model-3'] ?? 0),
          financing({
            title: t.financing.title,
            text: t.financing.text,
            items: [
              { name: t.financing.loan, link: '/contact', image: media.logo },
              { name: t.financing.lease, link: '/contact' },
            ],
            settings: { columns: 2, width: '66', style: 'boxed' },
          }),
          searchResults({ title: t.used, filters: { fuels: ['Electric', 'PluginHybrid'] }, settings: { columns: 3 } }),
        ],
      }
    }),
}
