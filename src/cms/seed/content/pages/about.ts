import type { RichBlock } from '../../richText'
import { localize, type Localized, type PageSeed } from '../../types'
import { banner, collection, gallery, text, textarea } from '../blocks'

type AboutText = {
  title: string
  seo: { title: string; description: string }
  lead: string
  heading: string
  body: readonly RichBlock[]
  fleet: string
}

const TEXT: Localized<AboutText> = {
  en: {
    title: 'About Vegur',
    seo: {
      title: 'About us',
      description:
        'Vegur is a small Icelandic car rental company at Keflavík Airport with a young fleet from economy cars to large 4x4s.',
    },
    lead: 'Vegur means “road” in Icelandic. We are a small team at Keflavík Airport who want your trip to start without queues or fine print.',
    heading: 'Who we are',
    body: [
      'We started in 2016 with twelve cars and a desk by the airport. Today we look after more than two hundred cars, and the same people still answer the phone.',
      { h3: 'What we promise' },
      {
        ul: [
          'The price you see is the price you pay',
          'Insurance explained before you book, not at the desk',
          'Help on the road, day and night',
        ],
      },
    ],
    fleet: 'Our fleet',
  },
  de: {
    title: 'Über Vegur',
    seo: {
      title: 'Über uns',
      description:
        'Vegur ist eine kleine isländische Autovermietung am Flughafen Keflavík mit einer jungen Flotte vom Kleinwagen bis zum großen 4x4.',
    },
    lead: 'Vegur ist isländisch und bedeutet „Straße“. Wir sind ein kleines Team am Flughafen Keflavík und möchten, dass Ihre Reise ohne Warteschlangen und Kleingedrucktes beginnt.',
    heading: 'Wer wir sind',
    body: [
      'Wir haben 2016 mit zwölf Autos und einem Schalter am Flughafen angefangen. Heute betreuen wir mehr als zweihundert Autos, und am Telefon sprechen Sie immer noch mit denselben Menschen.',
      { h3: 'Unser Versprechen' },
      {
        ul: [
          'Der angezeigte Preis ist der Preis, den Sie zahlen',
          'Versicherung erklärt vor der Buchung, nicht am Schalter',
          'Hilfe unterwegs, Tag und Nacht',
        ],
      },
    ],
    fleet: 'Unsere Flotte',
  },
  es: {
    title: 'Sobre Vegur',
    seo: {
      title: 'Quiénes somos',
      description:
        'Vegur es una pequeña empresa islandesa de alquiler de coches en el aeropuerto de Keflavík, con una flota joven desde utilitarios hasta grandes 4x4.',
    },
    lead: 'Vegur significa «carretera» en islandés. Somos un pequeño equipo en el aeropuerto de Keflavík y queremos que tu viaje empiece sin colas ni letra pequeña.',
    heading: 'Quiénes somos',
    body: [
      'Empezamos en 2016 con doce coches y un mostrador junto al aeropuerto. Hoy cuidamos de más de doscientos coches, y al teléfono siguen contestando las mismas personas.',
      { h3: 'Nuestro compromiso' },
      {
        ul: [
          'El precio que ves es el precio que pagas',
          'Los seguros, explicados antes de reservar y no en el mostrador',
          'Ayuda en la carretera, de día y de noche',
        ],
      },
    ],
    fleet: 'Nuestra flota',
  },
  fr: {
    title: 'À propos de Vegur',
    seo: {
      title: 'Qui sommes-nous',
      description:
        'Vegur est un petit loueur islandais à l’aéroport de Keflavík, avec une flotte récente de la citadine au grand 4x4.',
    },
    lead: 'Vegur signifie « route » en islandais. Nous sommes une petite équipe à l’aéroport de Keflavík et nous voulons que votre voyage commence sans file d’attente ni petites lignes.',
    heading: 'Qui sommes-nous',
    body: [
      'Nous avons commencé en 2016 avec douze voitures et un comptoir près de l’aéroport. Aujourd’hui, nous entretenons plus de deux cents voitures, et ce sont toujours les mêmes personnes qui répondent au téléphone.',
      { h3: 'Nos engagements' },
      {
        ul: [
          'Le prix affiché est le prix payé',
          'Les assurances expliquées avant la réservation, pas au comptoir',
          'De l’aide sur la route, de jour comme de nuit',
        ],
      },
    ],
    fleet: 'Notre flotte',
  },
  is: {
    title: 'Um Veg',
    seo: {
      title: 'Um okkur | Vegur bílaleiga',
      description:
        'Vegur er lítil íslensk bílaleiga á Keflavíkurflugvelli með nýlegan flota, allt frá smábílum til stórra jeppa.',
    },
    lead: 'Við erum lítið teymi á Keflavíkurflugvelli og viljum að ferðalagið þitt hefjist án biðraða og smáa letursins.',
    heading: 'Hver við erum',
    body: [
      'Við byrjuðum árið 2016 með tólf bíla og afgreiðsluborð við flugvöllinn. Í dag sjáum við um meira en tvö hundruð bíla og sama fólkið svarar enn í símann.',
      { h3: 'Loforð okkar' },
      {
        ul: [
          'Verðið sem þú sérð er verðið sem þú greiðir',
          'Tryggingar útskýrðar fyrir bókun, ekki við afgreiðsluborðið',
          'Aðstoð á veginum allan sólarhringinn',
        ],
      },
    ],
    fleet: 'Bílaflotinn',
  },
  it: {
    title: 'Chi è Vegur',
    seo: {
      title: 'Chi siamo',
      description:
        'Vegur è una piccola società islandese di noleggio auto all’aeroporto di Keflavík, con una flotta giovane dalle utilitarie ai grandi 4x4.',
    },
    lead: 'Vegur in islandese significa «strada». Siamo un piccolo team all’aeroporto di Keflavík e vogliamo che il tuo viaggio inizi senza code e senza clausole scritte in piccolo.',
    heading: 'Chi siamo',
    body: [
      'Abbiamo iniziato nel 2016 con dodici auto e un banco vicino all’aeroporto. Oggi ci occupiamo di oltre duecento auto, e al telefono rispondono ancora le stesse persone.',
      { h3: 'I nostri impegni' },
      {
        ul: [
          'Il prezzo che vedi è il prezzo che paghi',
          'Le assicurazioni spiegate prima della prenotazione, non al banco',
          'Aiuto in viaggio, giorno e notte',
        ],
      },
    ],
    fleet: 'La nostra flotta',
  },
}

export const about: PageSeed = {
  path: '/about',
  seoImage: 'winter',
  content: (media) =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({ title: t.title, text: t.lead, image: media.winter }),
          collection(null, [text(t.heading), textarea(t.body), text(t.fleet, 'h3'), gallery(media.fleet)]),
        ],
      }
    }),
}
