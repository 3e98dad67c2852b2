import type { RichBlock } from '../../../richText'
import { localize, type Localized, type PageSeed } from '../../../types'
import {
  banner,
  bookingSearch,
  button,
  carList,
  collection,
  DEMO_VIDEO_URL,
  infoGrid,
  linksBlock,
  slider,
  text,
  textarea,
} from '../../blocks'
import { COMPANY, COMPANY_MAP_URL } from '../../company'
import { HOME_CARS, type HomeCarsText } from './cars'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { is } from './is'
import { it } from './it'

type Card = { title: string; text: string }
type LinkText = { label: string; description: string }

export type HomeText = {
  title: string
  seo: { title: string; description: string }
  hero: { title: string; text: string; findCar: string; watchVideo: string }
  /** The title of the car search box under the hero. */
  search: string
  why: { title: string; price: Card; insurance: Card; cancellation: Card; airport: Card; roadside: Card; mileage: Card }
  plan: { title: string; insurance: LinkText; extras: LinkText; driving: LinkText; faq: LinkText }
  intro: { title: string; body: readonly RichBlock[]; ourCars: string }
}

const TEXT: Localized<HomeText> = { en, de, es, fr, is, it }

export const home: PageSeed = {
  path: '/',
  seoImage: 'hero',
  theme: { page: 'light', header: 'dark', footer: 'dark' },
  structuredData: {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    name: COMPANY.name,
    alternateName: 'Vegur bílaleiga',
    email: COMPANY.email,
    telephone: COMPANY.phones.bookings,
    priceRange: '€€',
    hasMap: COMPANY_MAP_URL,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postalCode,
      addressLocality: COMPANY.postalTown,
      addressCountry: 'IS',
    },
    geo: { '@type': 'GeoCoordinates', latitude: 63.985, longitude: -22.6056 },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '05:00',
        closes: '23:00',
      },
    ],
    sameAs: ['https://www.facebook.com/vegurcarrental', 'https://www.instagram.com/vegurcarrental'],
  },
  content: (media) => {
    const page = (t: HomeText, cars: HomeCarsText) => ({
      title: t.title,
      seo: t.seo,
      layout: [
        banner({
          variant: 'hero',
          title: t.hero.title,
          text: t.hero.text,
          image: media.hero,
          buttons: [
            { label: t.hero.findCar, url: '#find-a-car', style: 'primary' },
            { label: t.hero.watchVideo, url: '/driving-in-iceland', style: 'outline', videoUrl: DEMO_VIDEO_URL },
          ],
        }),
        bookingSearch(t.search),
        infoGrid(t.why.title, [
          { icon: 'wallet', ...t.why.price },
          { icon: 'shield', ...t.why.insurance },
          { icon: 'clock', ...t.why.cancellation },
          { icon: 'plane', ...t.why.airport },
          { icon: 'phone', ...t.why.roadside },
          { icon: 'road', ...t.why.mileage },
        ]),
        carList({
          tag: cars.list.tag,
          title: cars.list.title,
          tabs: [
            { label: cars.list.popular, source: 'popular' },
            { label: cars.list.economy, source: 'category', webCategory: 'Economy' },
            { label: cars.list.fourByFour, source: 'category', webCategory: 'LargeSUVs' },
          ],
          settings: { columns: 4 },
        }),
        slider({
          title: cars.offers.title,
          slides: [
            {
              title: cars.offers.winter[0],
              description: cars.offers.winter[1],
              image: media.winter,
              tags: [{ label: cars.offers.tag }],
              link: { label: cars.offers.more, url: '/4x4-highlands' },
            },
            {
              title: cars.offers.week[0],
              description: cars.offers.week[1],
              price: 40,
              sale: { isActive: true, amount: 36 },
              link: { label: cars.offers.more, url: '/our-cars' },
            },
            {
              title: cars.offers.electric[0],
              description: cars.offers.electric[1],
              image: media.hero,
              tags: [{ label: cars.offers.tag }],
              link: { label: cars.offers.more, url: '/electric-cars' },
            },
          ],
          settings: { theme: 'brand', columns: 3 },
        }),
        linksBlock(t.plan.title, [
          { url: '/insurance', ...t.plan.insurance },
          { url: '/extras-info', ...t.plan.extras },
          { url: '/driving-in-iceland', ...t.plan.driving },
          { url: '/faq', ...t.plan.faq },
        ]),
        collection(null, [
          text(t.intro.title),
          textarea(t.intro.body),
          button(t.intro.ourCars, '/our-cars', { style: 'secondary' }),
        ]),
      ],
    })
    return localize((locale) => page(TEXT[locale], HOME_CARS[locale]))
  },
}
