import type { CompanyInformation } from '../../../../payload-types'
import { localize, type Localized } from '../../types'

type MenuKey =
  | 'rent'
  | 'ourCars'
  | 'insurance'
  | 'extras'
  | 'forSale'
  | 'help'
  | 'faq'
  | 'driving'
  | 'contact'
  | 'about'
  | 'company'
  | 'aboutUs'
  | 'manageBooking'
  | 'legal'
  | 'terms'
  | 'privacy'
  | 'bookCar'

// prettier-ignore
const LABELS: Localized<Record<MenuKey, string>> = {
  en: {
    rent: 'Rent a car', ourCars: 'Our cars', insurance: 'Insurance', extras: 'Extras', forSale: 'Cars for sale',
    help: 'Help', faq: 'FAQ', driving: 'Driving in Iceland', contact: 'Contact', about: 'About', company: 'Company',
    aboutUs: 'About us', manageBooking: 'Manage booking', legal: 'Legal', terms: 'Terms and conditions',
    privacy: 'Privacy policy', bookCar: 'Book a car',
  },
  de: {
    rent: 'Auto mieten', ourCars: 'Unsere Autos', insurance: 'Versicherung', extras: 'Extras',
    forSale: 'Autos zu verkaufen', help: 'Hilfe', faq: 'Häufige Fragen', driving: 'Autofahren in Island',
    contact: 'Kontakt', about: 'Über uns', company: 'Unternehmen', aboutUs: 'Über uns',
    manageBooking: 'Buchung verwalten', legal: 'Rechtliches', terms: 'Mietbedingungen', privacy: 'Datenschutz',
    bookCar: 'Auto buchen',
  },
  es: {
    rent: 'Alquilar un coche', ourCars: 'Nuestros coches', insurance: 'Seguros', extras: 'Extras',
    forSale: 'Coches en venta', help: 'Ayuda', faq: 'Preguntas frecuentes', driving: 'Conducir en Islandia',
    contact: 'Contacto', about: 'Quiénes somos', company: 'Empresa', aboutUs: 'Quiénes somos',
    manageBooking: 'Gestionar reserva', legal: 'Legal', terms: 'Términos y condiciones',
    privacy: 'Política de privacidad', bookCar: 'Reservar coche',
  },
  fr: {
    rent: 'Louer une voiture', ourCars: 'Nos voitures', insurance: 'Assurances', extras: 'Options',
    forSale: 'Voitures à vendre', help: 'Aide', faq: 'FAQ', driving: 'Conduire en Islande', contact: 'Contact',
    about: 'À propos', company: 'Entreprise', aboutUs: 'Qui sommes-nous', manageBooking: 'Gérer ma réservation',
    legal: 'Informations légales', terms: 'Conditions générales', privacy: 'Politique de confidentialité',
    bookCar: 'Réserver une voiture',
  },
  is: {
    rent: 'Leigja bíl', ourCars: 'Bílarnir okkar', insurance: 'Tryggingar', extras: 'Aukahlutir',
    forSale: 'Bílar til sölu', help: 'Hjálp', faq: 'Algengar spurningar', driving: 'Akstur á Íslandi',
    contact: 'Hafa samband', about: 'Um okkur', company: 'Fyrirtækið', aboutUs: 'Um okkur',
    manageBooking: 'Breyta bókun', legal: 'Skilmálar', terms: 'Leiguskilmálar', privacy: 'Persónuverndarstefna',
    bookCar: 'Bóka bíl',
  },
  it: {
    rent: "Noleggia un'auto", ourCars: 'Le nostre auto', insurance: 'Assicurazioni', extras: 'Extra',
    forSale: 'Auto in vendita', help: 'Aiuto', faq: 'Domande frequenti', driving: 'Guidare in Islanda',
    contact: 'Contatti', about: 'Chi siamo', company: 'Azienda', aboutUs: 'Chi siamo',
    manageBooking: 'Gestisci prenotazione', legal: 'Note legali', terms: 'Termini e condizioni',
    privacy: 'Informativa sulla privacy', bookCar: "Prenota un'auto",
  },
}

type Menu = NonNullable<NonNullable<CompanyInformation['pages']>['header']>
type Buttons = NonNullable<NonNullable<NonNullable<CompanyInformation['layout']>['header']>['buttons']>
type Entry = [key: MenuKey, url: string, subPages?: [MenuKey, string][]]

const HEADER: Entry[] = [
  [
    'rent',
    '/booking',
    [
      ['ourCars', '/our-cars'],
      ['insurance', '/insurance'],
      ['extras', '/extras-info'],
    ],
  ],
  ['forSale', '/search'],
  [
    'help',
    '/faq',
    [
      ['faq', '/faq'],
      ['driving', '/driving-in-iceland'],
      ['contact', '/contact'],
    ],
  ],
  ['about', '/about'],
]

const FOOTER: Entry[] = [
  [
    'company',
    '/about',
    [
      ['aboutUs', '/about'],
      ['ourCars', '/our-cars'],
      ['forSale', '/search'],
      ['contact', '/contact'],
    ],
  ],
  [
    'help',
    '/faq',
    [
      ['faq', '/faq'],
      ['driving', '/driving-in-iceland'],
      ['insurance', '/insurance'],
      ['extras', '/extras-info'],
      ['manageBooking', '/manage-my-booking'],
    ],
  ],
  [
    'legal',
    '/terms',
    [
      ['terms', '/terms'],
      ['privacy', '/privacy'],
    ],
  ],
]

function menu(entries: Entry[], labels: Record<MenuKey, string>): Menu {
  return entries.map(([key, url, subPages]) => ({
    title: labels[key],
    url,
    subPages: subPages?.map(([subKey, subUrl]) => ({ title: labels[subKey], url: subUrl })),
  }))
}

export const MENUS: Localized<{ header: Menu; footer: Menu; buttons: Buttons }> = localize((locale) => ({
  header: menu(HEADER, LABELS[locale]),
  footer: menu(FOOTER, LABELS[locale]),
  buttons: [
    { label: LABELS[locale].manageBooking, url: '/manage-my-booking', style: 'outline' },
    { label: LABELS[locale].bookCar, url: '/booking', style: 'primary' },
  ],
}))
