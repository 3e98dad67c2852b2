import { localize, type Localized, type PageSeed } from '../../types'
import { banner, button, collection, linkList, text, textarea } from '../blocks'
import { COMPANY, COMPANY_MAP_URL } from '../company'

type ContactText = {
  title: string
  seo: { title: string; description: string }
  lead: string
  visit: string
  hours: string
  reach: string
  chat: string
  form: { title: string; intro: string }
  links: { call: string; roadside: string; email: string; map: string }
}

const TEXT: Localized<ContactText> = {
  en: {
    title: 'Contact us',
    seo: {
      title: 'Contact',
      description: 'Call, write or chat with Vegur Car Rental at Keflavík Airport. Roadside assistance 24/7.',
    },
    lead: 'We answer the phone, e-mail and chat every day. On the road, our roadside line is open day and night.',
    visit: 'Visit our desk',
    hours: 'Open every day 05:00–23:00. Outside these hours we meet you by appointment.',
    reach: 'Reach us',
    chat: 'Chat with us',
    form: {
      title: 'Write to us',
      intro: 'Ask us anything about renting a car in Iceland; we answer within one working day.',
    },
    links: {
      call: 'Call bookings',
      roadside: 'Roadside assistance 24/7',
      email: 'Write to us',
      map: 'Show on the map',
    },
  },
  de: {
    title: 'Kontakt',
    seo: {
      title: 'Kontakt',
      description:
        'Rufen Sie an, schreiben Sie oder chatten Sie mit Vegur Car Rental am Flughafen Keflavík. Pannenhilfe rund um die Uhr.',
    },
    lead: 'Wir sind täglich per Telefon, E-Mail und Chat erreichbar. Unterwegs ist unsere Pannenhilfe Tag und Nacht für Sie da.',
    visit: 'Besuchen Sie unseren Schalter',
    hours: 'Täglich von 05:00 bis 23:00 Uhr geöffnet. Außerhalb dieser Zeiten nach Vereinbarung.',
    reach: 'So erreichen Sie uns',
    chat: 'Mit uns chatten',
    form: {
      title: 'Schreiben Sie uns',
      intro: 'Fragen Sie uns alles rund um die Automiete in Island; wir antworten innerhalb eines Werktags.',
    },
    links: {
      call: 'Buchungen anrufen',
      roadside: 'Pannenhilfe rund um die Uhr',
      email: 'E-Mail schreiben',
      map: 'Auf der Karte zeigen',
    },
  },
  es: {
    title: 'Contacto',
    seo: {
      title: 'Contacto',
      description:
        'Llama, escribe o chatea con Vegur Car Rental en el aeropuerto de Keflavík. Asistencia en carretera 24 h.',
    },
    lead: 'Atendemos el teléfono, el correo y el chat todos los días. En la carretera, nuestra línea de asistencia funciona de día y de noche.',
    visit: 'Visita nuestro mostrador',
    hours: 'Abierto todos los días de 05:00 a 23:00. Fuera de ese horario, con cita previa.',
    reach: 'Cómo contactarnos',
    chat: 'Chatea con nosotros',
    form: {
      title: 'Escríbenos',
      intro: 'Pregúntanos lo que quieras sobre alquilar un coche en Islandia; respondemos en un día laborable.',
    },
    links: {
      call: 'Llamar a reservas',
      roadside: 'Asistencia en carretera 24 h',
      email: 'Escríbenos',
      map: 'Ver en el mapa',
    },
  },
  fr: {
    title: 'Nous contacter',
    seo: {
      title: 'Contact',
      description:
        'Appelez, écrivez ou discutez avec Vegur Car Rental à l’aéroport de Keflavík. Assistance routière 24 h/24.',
    },
    lead: 'Nous répondons au téléphone, aux e-mails et sur le chat tous les jours. Sur la route, notre assistance est joignable de jour comme de nuit.',
    visit: 'Venez à notre comptoir',
    hours: 'Ouvert tous les jours de 5 h à 23 h. En dehors de ces horaires, sur rendez-vous.',
    reach: 'Nous joindre',
    chat: 'Discuter avec nous',
    form: {
      title: 'Écrivez-nous',
      intro:
        'Posez-nous toutes vos questions sur la location de voiture en Islande ; nous répondons sous un jour ouvré.',
    },
    links: {
      call: 'Appeler les réservations',
      roadside: 'Assistance routière 24 h/24',
      email: 'Nous écrire',
      map: 'Voir sur la carte',
    },
  },
  is: {
    title: 'Hafðu samband',
    seo: {
      title: 'Hafa samband | Vegur bílaleiga',
      description: 'Hringdu, skrifaðu eða spjallaðu við okkur á Keflavíkurflugvelli. Vegaaðstoð allan sólarhringinn.',
    },
    lead: 'Við svörum í síma, tölvupósti og netspjalli alla daga. Á veginum er vegaaðstoðin opin allan sólarhringinn.',
    visit: 'Komdu í afgreiðsluna',
    hours: 'Opið alla daga kl. 05:00–23:00. Utan þess tíma eftir samkomulagi.',
    reach: 'Svona nærðu í okkur',
    chat: 'Spjalla við okkur',
    form: {
      title: 'Skrifaðu okkur',
      intro: 'Spurðu okkur um allt sem snýr að bílaleigu á Íslandi; við svörum innan eins virks dags.',
    },
    links: {
      call: 'Hringja í bókanir',
      roadside: 'Vegaaðstoð allan sólarhringinn',
      email: 'Senda tölvupóst',
      map: 'Sýna á korti',
    },
  },
  it: {
    title: 'Contattaci',
    seo: {
      title: 'Contatti',
      description:
        'Chiama, scrivi o chatta con Vegur Car Rental all’aeroporto di Keflavík. Assistenza stradale 24 ore su 24.',
    },
    lead: 'Rispondiamo al telefono, via e-mail e in chat tutti i giorni. In viaggio, la nostra assistenza stradale è attiva giorno e notte.',
    visit: 'Vieni al nostro banco',
    hours: 'Aperto tutti i giorni dalle 05:00 alle 23:00. Fuori orario su appuntamento.',
    reach: 'Come contattarci',
    chat: 'Scrivici in chat',
    form: {
      title: 'Scrivici',
      intro: 'Chiedici tutto sul noleggio auto in Islanda; rispondiamo entro un giorno lavorativo.',
    },
    links: {
      call: 'Chiama le prenotazioni',
      roadside: 'Assistenza stradale 24 ore su 24',
      email: 'Scrivici',
      map: 'Mostra sulla mappa',
    },
  },
}

const tel = (number: string) => `tel:${number.replace(/\s/g, '')}`

export const contact: PageSeed = {
  path: '/contact',
  content: (media) =>
    localize((locale) => {
      const t = TEXT[locale]
      const address = `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.postalTown}`
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({ title: t.title, text: t.lead }),
          collection(
            null,
            [
              text(t.visit),
              textarea([[{ bold: address }], t.hours]),
              text(t.reach),
              linkList([
                { label: `${t.links.call}: ${COMPANY.phones.bookings}`, url: tel(COMPANY.phones.bookings) },
                { label: `${t.links.roadside}: ${COMPANY.phones.roadside}`, url: tel(COMPANY.phones.roadside) },
                { label: `${t.links.email}: ${COMPANY.email}`, url: `mailto:${COMPANY.email}` },
                { label: t.links.map, url: COMPANY_MAP_URL },
              ]),
              button(t.chat, '#goi', { style: 'secondary' }),
            ],
            2,
          ),
          { blockType: 'contactForm', title: t.form.title, intro: t.form.intro, form: media.forms.contact },
        ],
      }
    }),
}
