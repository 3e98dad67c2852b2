import { localize, type Localized, type PageSeed } from '../../types'
import { banner, button, collection, date, text, textarea } from '../blocks'

type CampaignText = {
  title: string
  seo: { title: string; description: string }
  lead: string
  heading: string
  body: string
  validUntil: string
  cta: string
}

const TEXT: Localized<CampaignText> = {
  en: {
    title: 'Northern lights offer (preview)',
    seo: {
      title: 'Northern lights offer – preview',
      description: 'Preview of the winter campaign: 15% off 4x4 rentals of five days or more.',
    },
    lead: 'Chase the aurora in a 4x4 with winter tyres: 15% off rentals of five days or more.',
    heading: 'How it works',
    body: 'Book any SUV or 4x4 for at least five days between November and March. The discount is already in the price you see.',
    validUntil: 'Offer valid until',
    cta: 'Book a 4x4',
  },
  de: {
    title: 'Nordlicht-Angebot (Vorschau)',
    seo: {
      title: 'Nordlicht-Angebot – Vorschau',
      description: 'Vorschau der Winteraktion: 15 % Rabatt auf 4x4-Mieten ab fünf Tagen.',
    },
    lead: 'Jagen Sie das Nordlicht im 4x4 mit Winterreifen: 15 % Rabatt auf Mieten ab fünf Tagen.',
    heading: 'So funktioniert es',
    body: 'Buchen Sie zwischen November und März ein SUV oder einen 4x4 für mindestens fünf Tage. Der Rabatt ist im angezeigten Preis bereits enthalten.',
    validUntil: 'Angebot gültig bis',
    cta: '4x4 buchen',
  },
  es: {
    title: 'Oferta auroras boreales (vista previa)',
    seo: {
      title: 'Oferta auroras boreales – vista previa',
      description:
        'Vista previa de la campaña de invierno: 15 % de descuento en alquileres de 4x4 de cinco días o más.',
    },
    lead: 'Sal a cazar auroras en un 4x4 con neumáticos de invierno: 15 % de descuento en alquileres de cinco días o más.',
    heading: 'Cómo funciona',
    body: 'Reserva cualquier SUV o 4x4 durante al menos cinco días entre noviembre y marzo. El descuento ya está incluido en el precio que ves.',
    validUntil: 'Oferta válida hasta',
    cta: 'Reservar un 4x4',
  },
  fr: {
    title: 'Offre aurores boréales (aperçu)',
    seo: {
      title: 'Offre aurores boréales – aperçu',
      description: 'Aperçu de la campagne d’hiver : 15 % de réduction sur les locations de 4x4 de cinq jours ou plus.',
    },
    lead: 'Partez à la chasse aux aurores en 4x4 équipé de pneus hiver : 15 % de réduction sur les locations de cinq jours ou plus.',
    heading: 'Comment ça marche',
    body: 'Réservez un SUV ou un 4x4 pour au moins cinq jours entre novembre et mars. La réduction est déjà incluse dans le prix affiché.',
    validUntil: 'Offre valable jusqu’au',
    cta: 'Réserver un 4x4',
  },
  is: {
    title: 'Norðurljósatilboð (forskoðun)',
    seo: {
      title: 'Norðurljósatilboð – forskoðun | Vegur bílaleiga',
      description: 'Forskoðun vetrartilboðs: 15% afsláttur af jeppaleigu í fimm daga eða lengur.',
    },
    lead: 'Eltu norðurljósin á jeppa á vetrardekkjum: 15% afsláttur af leigu í fimm daga eða lengur.',
    heading: 'Svona virkar það',
    body: 'Bókaðu jeppling eða jeppa í að minnsta kosti fimm daga á tímabilinu nóvember til mars. Afslátturinn er þegar innifalinn í verðinu sem þú sérð.',
    validUntil: 'Tilboðið gildir til',
    cta: 'Bóka jeppa',
  },
  it: {
    title: 'Offerta aurora boreale (anteprima)',
    seo: {
      title: 'Offerta aurora boreale – anteprima',
      description: 'Anteprima della campagna invernale: 15% di sconto sui noleggi di 4x4 di cinque giorni o più.',
    },
    lead: 'Vai a caccia dell’aurora con un 4x4 con pneumatici invernali: 15% di sconto sui noleggi di cinque giorni o più.',
    heading: 'Come funziona',
    body: 'Prenota un SUV o un 4x4 per almeno cinque giorni tra novembre e marzo. Lo sconto è già incluso nel prezzo che vedi.',
    validUntil: 'Offerta valida fino al',
    cta: 'Prenota un 4x4',
  },
}

/** An unpublished-campaign preview: a real page that search engines are told not to index. */
export const campaignPreview: PageSeed = {
  path: '/campaign-preview',
  isIndexable: false,
  seoImage: 'winter',
  content: (media) =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({ variant: 'hero', title: t.title, text: t.lead, image: media.winter }),
          collection(null, [
            text(t.heading),
            textarea([t.body]),
            date(t.validUntil, '2027-03-31T12:00:00.000Z'),
            button(t.cta, '/booking'),
          ]),
        ],
      }
    }),
}
