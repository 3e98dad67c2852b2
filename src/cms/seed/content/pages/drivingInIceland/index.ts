import type { RichBlock } from '../../../richText'
import { localize, type Localized, type PageSeed } from '../../../types'
import { banner, button, collection, DEMO_VIDEO_URL, linkList, tabs, tripPresets, video } from '../../blocks'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { is } from './is'
import { it } from './it'

type Tab = { title: string; body: readonly RichBlock[] }
export type DrivingText = {
  title: string
  seo: { title: string; description: string }
  lead: string
  tabsTitle: string
  summer: Tab
  winter: Tab
  fRoads: Tab
  trips: {
    title: string
    intro: string
    ringRoad: { name: string; note: string }
    highlands: { name: string; note: string }
    winter: { name: string; note: string }
  }
  before: string
  videoTitle: string
  watch: string
  links: { roads: string; safety: string; weather: string }
}

const TEXT: Localized<DrivingText> = { en, de, es, fr, is, it }

export const drivingInIceland: PageSeed = {
  path: '/driving-in-iceland',
  seoImage: 'winter',
  content: (media) =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({ variant: 'hero', title: t.title, text: t.lead, image: media.winter }),
          tabs(t.tabsTitle, [
            { tabId: 'summer', ...t.summer },
            { tabId: 'winter', ...t.winter },
            { tabId: 'f-roads', ...t.fRoads },
          ]),
          tripPresets(t.trips.title, t.trips.intro, [
            { ...t.trips.ringRoad, mustHave: [] },
            { ...t.trips.highlands, mustHave: ['f-roads'] },
            { ...t.trips.winter, mustHave: ['4wd-awd'] },
          ]),
          collection(t.before, [
            video(t.videoTitle, DEMO_VIDEO_URL, media.hero),
            button(t.watch, '/driving-in-iceland', { style: 'outline', videoUrl: DEMO_VIDEO_URL }),
            linkList([
              { label: t.links.roads, url: 'https://umferdin.is' },
              { label: t.links.safety, url: 'https://safetravel.is' },
              { label: t.links.weather, url: locale === 'is' ? 'https://vedur.is' : 'https://en.vedur.is' },
            ]),
          ]),
        ],
      }
    }),
}
