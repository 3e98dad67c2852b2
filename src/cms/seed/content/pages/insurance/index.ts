import type { RichBlock } from '../../../richText'
import { localize, type Localized, type PageSeed } from '../../../types'
import { banner, button, collection, protectionComparison, tabs } from '../../blocks'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { is } from './is'
import { it } from './it'

type Tab = { title: string; body: readonly RichBlock[] }
export type InsuranceText = {
  title: string
  seo: { title: string; description: string }
  lead: string
  /** The comparison block: every number in it comes from the rental engine. */
  comparison: { title: string; intro: string }
  tabsTitle: string
  basic: Tab
  standard: Tab
  premium: Tab
  cta: string
}

const TEXT: Localized<InsuranceText> = { en, de, es, fr, is, it }

export const insurance: PageSeed = {
  path: '/insurance',
  content: () =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({ title: t.title, text: t.lead }),
          protectionComparison({ ...t.comparison, showMinimumAges: true }),
          tabs(t.tabsTitle, [
            { tabId: 'basic', ...t.basic },
            { tabId: 'standard', ...t.standard },
            { tabId: 'premium', ...t.premium },
          ]),
          collection(null, [button(t.cta, '/booking')]),
        ],
      }
    }),
}
