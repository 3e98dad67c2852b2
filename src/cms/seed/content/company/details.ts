import type { Localized } from '../../types'

type CompanyText = {
  city: string
  country: string
  /** The roadside line is also the night line of the offices (help with the key box after hours). */
  phoneLabels: { bookings: string; roadside: string }
  openingHours: string
  copyright: string
  roles: { manager: string; service: string }
}

/** The per-language parts of the company information, apart from the menus. */
export const COMPANY_TEXT: Localized<CompanyText> = {
  en: {
    city: 'Keflavík Airport',
    country: 'Iceland',
    phoneLabels: { bookings: 'Bookings and questions', roadside: 'Roadside help and night arrivals, 24/7' },
    openingHours: '05:00–23:00',
    copyright: '© {year} Vegur Car Rental. All rights reserved.',
    roles: { manager: 'Station manager', service: 'Customer service' },
  },
  de: {
    city: 'Flughafen Keflavík',
    country: 'Island',
    phoneLabels: { bookings: 'Buchungen und Fragen', roadside: 'Pannenhilfe und Ankunft bei Nacht, rund um die Uhr' },
    openingHours: '05:00–23:00 Uhr',
    copyright: '© {year} Vegur Car Rental. Alle Rechte vorbehalten.',
    roles: { manager: 'Stationsleiterin', service: 'Kundenservice' },
  },
  es: {
    city: 'Aeropuerto de Keflavík',
    country: 'Islandia',
    phoneLabels: { bookings: 'Reservas y consultas', roadside: 'Asistencia en carretera y llegadas de noche, 24 h' },
    openingHours: '05:00–23:00',
    copyright: '© {year} Vegur Car Rental. Todos los derechos reservados.',
    roles: { manager: 'Jefa de oficina', service: 'Atención al cliente' },
  },
  fr: {
    city: 'Aéroport de Keflavík',
    country: 'Islande',
    phoneLabels: {
      bookings: 'Réservations et questions',
      roadside: 'Assistance routière et arrivées de nuit, 24 h/24',
    },
    openingHours: '5 h – 23 h',
    copyright: '© {year} Vegur Car Rental. Tous droits réservés.',
    roles: { manager: 'Responsable d’agence', service: 'Service client' },
  },
  is: {
    city: 'Keflavíkurflugvöllur',
    country: 'Ísland',
    phoneLabels: { bookings: 'Bókanir og fyrirspurnir', roadside: 'Vegaaðstoð og komur að nóttu, allan sólarhringinn' },
    openingHours: 'kl. 05:00–23:00',
    copyright: '© {year} Vegur bílaleiga ehf. Öll réttindi áskilin.',
    roles: { manager: 'Stöðvarstjóri', service: 'Þjónustufulltrúi' },
  },
  it: {
    city: 'Aeroporto di Keflavík',
    country: 'Islanda',
    phoneLabels: {
      bookings: 'Prenotazioni e informazioni',
      roadside: 'Assistenza stradale e arrivi notturni, 24 ore su 24',
    },
    openingHours: '05:00–23:00',
    copyright: '© {year} Vegur Car Rental. Tutti i diritti riservati.',
    roles: { manager: 'Responsabile di filiale', service: 'Servizio clienti' },
  },
}
