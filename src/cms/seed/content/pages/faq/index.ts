import { localize, type Localized, type PageSeed } from '../../../types'
import { banner, button, collection, link, tabs, text } from '../../blocks'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { is } from './is'
import { it } from './it'

const FAQ_GROUPS = ['booking', 'insurance', 'pickup', 'payment'] as const
type Question = { q: string; a: string }

export type FaqText = {
  title: string
  seo: { title: string; description: string }
  intro: string
  tabsTitle: string
  groups: Record<(typeof FAQ_GROUPS)[number], { title: string; questions: Question[] }>
  more: { title: string; chat: string; contact: string }
}

const TEXT: Localized<FaqText> = { en, de, es, fr, is, it }

export const faq: PageSeed = {
  path: '/faq',
  structuredData: {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_GROUPS.flatMap((group) =>
      en.groups[group].questions.map(({ q, a }) => ({
        '@type': 'Question',
        name: q,
        acceptedAnswer: { '@type': 'Answer', text: a },
      })),
    ),
  },
  content: () =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({ title: t.title, text: t.intro }),
          tabs(
            t.tabsTitle,
            FAQ_GROUPS.map((group) => ({
              tabId: group,
              title: t.groups[group].title,
              body: t.groups[group].questions.flatMap(({ q, a }) => [{ h3: q }, a]),
            })),
          ),
          collection(null, [text(t.more.title), button(t.more.chat, '#goi'), link(t.more.contact, '/contact')]),
        ],
      }
    }),
}
