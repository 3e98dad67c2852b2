import { richText } from '@/cms/seed/richText'
import type { PageBlock } from '@/ui/blocks/types'

import { sampleFile, sampleImage } from './sample-media'

const summer = sampleImage(1, 'summer', 'A green valley under mountains in summer')
const winter = sampleImage(2, 'winter', 'Snowy mountains and a road in winter')
const aurora = sampleImage(3, 'aurora', 'Dark mountains under a night sky')
const dusk = sampleImage(4, 'dusk', 'Mountains at dusk')

/** One example of every page block (CMS content, so in English like the seeded pages). */
export const SAMPLE_BLOCKS: PageBlock[] = [
  {
    blockType: 'banner',
    id: 'kit-banner',
    title: 'Explore Iceland at your own pace',
    text: 'Pick up your car at Keflavík airport. Unlimited mileage, insurance included and 24/7 support.',
    image: summer,
    mobileImage: winter,
    variant: 'hero',
    buttons: [
      { id: 'b1', label: 'Book a car', url: '/booking', style: 'primary' },
      { id: 'b2', label: 'Watch the video', url: '/', style: 'outline', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      { id: 'b3', label: 'Chat with us', url: '#goi', style: 'link' },
    ],
  },
  {
    blockType: 'infoGrid',
    id: 'kit-info',
    title: 'Why rent with Vegur',
    items: [
      {
        id: 'i1',
        icon: 'plane',
        title: 'Airport pickup',
        text: 'A free shuttle takes you from the terminal to our desk.',
      },
      {
        id: 'i2',
        icon: 'road',
        title: 'Unlimited mileage',
        text: 'Drive the whole Ring Road without counting kilometres.',
      },
      { id: 'i3', icon: 'shield', title: 'Insurance included', text: 'Basic protection is always part of the price.' },
      { id: 'i4', icon: 'clock', title: '24/7 support', text: 'Call us day or night, wherever you are.' },
    ],
  },
  {
    blockType: 'contentCollection',
    id: 'kit-collection',
    title: 'Content collection',
    columns: 3,
    items: [
      { blockType: 'text', id: 'c1', text: 'Before you travel', level: 'h2' },
      { blockType: 'text', id: 'c2', text: 'Everything you need for a safe trip, in one place.', level: 'p' },
      {
        blockType: 'textarea',
        id: 'c3',
        body: richText([
          { h3: 'Driving in winter' },
          ['Check ', { link: 'road conditions', url: 'https://umferdin.is' }, ' before every trip.'],
          { ul: ['Keep the tank above half', 'Carry warm clothes'] },
        ]),
      },
      { blockType: 'date', id: 'c4', label: 'Winter tyres from', date: '2026-11-01T00:00:00.000Z' },
      { blockType: 'file', id: 'c5', file: sampleFile, label: 'Rental terms' },
      { blockType: 'button', id: 'c6', label: 'Contact us', url: '/contact', style: 'secondary' },
      { blockType: 'link', id: 'c7', label: 'Road conditions', url: 'https://umferdin.is' },
      {
        blockType: 'links',
        id: 'c8',
        links: [
          { id: 'l1', label: 'Manage my booking', url: '/manage-my-booking' },
          { id: 'l2', label: 'Call us', url: 'tel:+354 420 1000' },
          { id: 'l3', label: 'Email us', url: 'mailto:hello@vegur.is' },
        ],
      },
      { blockType: 'video', id: 'c9', url: 'https://vimeo.com/76979871', title: 'Driving the Ring Road' },
      { blockType: 'gallery', id: 'c10', images: [summer, winter, aurora, dusk, summer, winter, aurora] },
    ],
  },
  {
    blockType: 'links',
    id: 'kit-links',
    title: 'Useful links',
    links: [
      { id: 'k1', label: 'Our cars', url: '/our-cars', description: 'From small city cars to large 4x4s.' },
      { id: 'k2', label: 'Safe travel', url: 'https://safetravel.is', description: 'Travel advice for Iceland.' },
      { id: 'k3', label: 'Contact', url: '/contact', description: 'We answer around the clock.' },
    ],
  },
  {
    blockType: 'tabs',
    id: 'kit-tabs',
    title: 'Seasons',
    tabs: [
      { id: 't1', tabId: 'summer', title: 'Summer', body: richText(['Midnight sun and open highland roads.']) },
      { id: 't2', tabId: 'winter', title: 'Winter', body: richText(['Northern lights, short days, winter tyres.']) },
      { id: 't3', tabId: '', title: 'Dropped: no id', body: richText(['Never shown.']) },
    ],
  },
]
