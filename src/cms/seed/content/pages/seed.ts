import { LOCALES, type Locale } from '../../../../i18n/locales'
import type { Page } from '../../../../payload-types'
import { SEED_CONTEXT, type PageSeed, type PageText, type SeedMedia, type SeedRun } from '../../types'
import { PAGE_SEEDS } from '.'

type PageData = Omit<Page, 'id' | 'createdAt' | 'updatedAt'>

/** Creates each page in English, then fills every other language; existing paths are left alone. */
export async function seedPages({ payload, req }: SeedRun, media: SeedMedia): Promise<number> {
  let created = 0
  for (const seed of PAGE_SEEDS) {
    const existing = await payload.count({ collection: 'pages', where: { path: { equals: seed.path } }, req })
    if (existing.totalDocs > 0) continue
    const content = seed.content(media)
    const data = (locale: Locale) => pageData(seed, content[locale], media)
    const doc = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: data('en'),
      req,
      context: SEED_CONTEXT,
    })
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      await payload.update({ collection: 'pages', id: doc.id, locale, data: data(locale), req, context: SEED_CONTEXT })
    }
    created += 1
  }
  return created
}

function pageData(seed: PageSeed, text: PageText, media: SeedMedia): PageData {
  return {
    title: text.title,
    path: seed.path,
    layout: text.layout,
    seo: {
      indexable: seed.isIndexable ?? true,
      title: text.seo.title,
      description: text.seo.description,
      image: seed.seoImage ? media[seed.seoImage] : undefined,
      structuredData: seed.structuredData,
    },
    theme: seed.theme ?? { page: 'light', header: 'light', footer: 'dark' },
    _status: 'published',
  }
}
