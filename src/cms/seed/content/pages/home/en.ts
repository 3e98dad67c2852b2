import type { HomeText } from '.'

export const en: HomeText = {
  title: 'Car rental at Keflavík Airport',
  seo: {
    title: 'Vegur Car Rental – car hire at Keflavík Airport, Iceland',
    description:
      'Rent a car at Keflavík Airport: the full price up front, clear insurance, free cancellation, unlimited mileage and 24/7 roadside assistance. From small cars to large 4x4s.',
  },
  hero: {
    title: 'Your Iceland road trip starts at the airport',
    text: 'Pick up your car a short walk from arrivals. The full price up front, insurance in plain words and help on the road day and night.',
    findCar: 'Find a car',
    watchVideo: 'Watch the video',
  },
  search: 'Find a car',
  why: {
    title: 'Why rent with Vegur',
    price: {
      title: 'Full price up front',
      text: 'The price you see includes VAT, basic insurance and airport fees. No surprises at the desk.',
    },
    insurance: {
      title: 'Insurance explained',
      text: 'Three protection levels in plain words, so you know what gravel, sand and ash damage costs.',
    },
    cancellation: {
      title: 'Free cancellation',
      text: 'Plans change. Cancel free of charge up to 48 hours before pickup.',
    },
    airport: {
      title: 'Airport pickup',
      text: 'Our desk is a five-minute walk from arrivals, open 05:00–23:00 every day.',
    },
    roadside: {
      title: '24/7 roadside assistance',
      text: 'A flat tyre in the Westfjords at midnight? Call us, day or night.',
    },
    mileage: {
      title: 'Unlimited mileage',
      text: 'Drive the whole Ring Road and every detour you like at no extra cost.',
    },
  },
  plan: {
    title: 'Plan your trip',
    insurance: { label: 'Insurance', description: 'Compare Basic, Standard and Premium protection.' },
    extras: { label: 'Extras', description: 'Child seats, Wi-Fi, GPS and an extra driver.' },
    driving: { label: 'Driving in Iceland', description: 'Road rules, F-roads, weather and winter driving.' },
    faq: { label: 'FAQ', description: 'Answers on booking, payment, pickup and return.' },
  },
  intro: {
    title: 'Renting in Iceland, made simple',
    body: [
      'Vegur is a small Icelandic rental company at Keflavík Airport. We keep a young fleet from economy cars to large 4x4s and prepare every car for Icelandic roads.',
      {
        ul: [
          'Winter tyres from November to April, at no extra cost',
          'Automatic and manual cars, petrol, diesel, hybrid and electric',
          [{ bold: 'Change your booking online' }, ' – protection, extras and drivers, without calling'],
        ],
      },
      ['Going to the highlands? Read our ', { link: 'guide to F-roads', url: '/driving-in-iceland' }, ' first.'],
    ],
    ourCars: 'See our cars',
  },
}
