import { localize, type Localized, type PageSeed } from '../../types'
import { financing } from '../blocks'

type CarTemplateText = {
  title: string
  seo: { title: string; description: string }
  financing: { title: string; text: string; loan: string; lease: string }
}

const TEXT: Localized<CarTemplateText> = {
  en: {
    title: 'Financing a used car',
    seo: {
      title: 'Financing a used car',
      description: 'Buy one of our used cars with a car loan or leasing through our partners.',
    },
    financing: {
      title: 'Finance this car',
      text: 'Spread the price over up to seven years with a car loan, or lease it. Our partners answer within a working day.',
      loan: 'Car loan',
      lease: 'Leasing',
    },
  },
  de: {
    title: 'Gebrauchtwagen finanzieren',
    seo: {
      title: 'Gebrauchtwagen finanzieren',
      description: 'Kaufen Sie einen unserer Gebrauchtwagen mit Autokredit oder Leasing über unsere Partner.',
    },
    financing: {
      title: 'Dieses Auto finanzieren',
      text: 'Verteilen Sie den Preis mit einem Autokredit auf bis zu sieben Jahre oder leasen Sie es. Unsere Partner antworten innerhalb eines Werktags.',
      loan: 'Autokredit',
      lease: 'Leasing',
    },
  },
  es: {
    title: 'Financiar un coche usado',
    seo: {
      title: 'Financiar un coche usado',
      description: 'Compra uno de nuestros coches usados con un préstamo o leasing a través de nuestros socios.',
    },
    financing: {
      title: 'Financia este coche',
      text: 'Reparte el precio hasta en siete años con un préstamo para coche, o hazte con él en leasing. Nuestros socios responden en un día laborable.',
      loan: 'Préstamo para coche',
      lease: 'Leasing',
    },
  },
  fr: {
    title: 'Financer une voiture d’occasion',
    seo: {
      title: 'Financer une voiture d’occasion',
      description:
        'Achetez l’une de nos voitures d’occasion avec un crédit auto ou en leasing auprès de nos partenaires.',
    },
    financing: {
      title: 'Financer cette voiture',
      text: 'Étalez le prix sur sept ans maximum avec un crédit auto, ou prenez-la en leasing. Nos partenaires répondent sous un jour ouvré.',
      loan: 'Crédit auto',
      lease: 'Leasing',
    },
  },
  is: {
    title: 'Fjármögnun notaðra bíla',
    seo: {
      title: 'Fjármögnun notaðra bíla | Vegur bílaleiga',
      description: 'Keyptu einn af notuðu bílunum okkar með bílaláni eða rekstrarleigu hjá samstarfsaðilum okkar.',
    },
    financing: {
      title: 'Fjármagnaðu þennan bíl',
      text: 'Dreifðu verðinu á allt að sjö ár með bílaláni, eða taktu hann á rekstrarleigu. Samstarfsaðilar okkar svara innan eins virks dags.',
      loan: 'Bílalán',
      lease: 'Rekstrarleiga',
    },
  },
  it: {
    title: 'Finanziare un’auto usata',
    seo: {
      title: 'Finanziare un’auto usata',
      description:
        'Acquista una delle nostre auto usate con un finanziamento auto o in leasing tramite i nostri partner.',
    },
    financing: {
      title: 'Finanzia questa auto',
      text: 'Dividi il prezzo fino a sette anni con un finanziamento auto, oppure prendila in leasing. I nostri partner rispondono entro un giorno lavorativo.',
      loan: 'Finanziamento auto',
      lease: 'Leasing',
    },
  },
}

/**
 * The CMS page at the car path (Company information `pages.searchPaths.carPath`): its blocks show
 * under every car for sale's page, here the financing offer.
 */
export const carTemplate: PageSeed = {
  path: '/car',
  content: (media) =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          financing({
            title: t.financing.title,
            text: t.financing.text,
            items: [
              { name: t.financing.loan, link: '/contact', image: media.logo },
              { name: t.financing.lease, link: '/contact' },
            ],
            settings: { columns: 2, style: 'boxed' },
          }),
        ],
      }
    }),
}
