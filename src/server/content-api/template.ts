import 'server-only'

import { CACHE_TAG } from '@/domain/content/cache-tags'
import { pageThemeOf, type PageTheme } from '@/domain/content/chrome-layout'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { cachedAcrossRequests } from '../cache/cached-across-requests'
import { findPageByPath } from '../cms/pages'

import { apiImage, withPlainMedia, type ApiImage } from './plain-media'

/** SPEC §3 Content block: id, name, props, settings (theme, width, cssClass, style, columns). */
export type ApiComponent = {
  id: string | null
  name: string
  title: string | null
  props: Record<string, unknown>
  settings: Record<string, unknown> | null
}

/** SPEC §3 Page as `GET /v1/tpl{path}` answers it: components, seo, theme, hash. */
export type ApiTemplate = {
  path: string
  title: string
  components: ApiComponent[]
  seo: {
    indexable: boolean
    title: string | null
    description: string | null
    image: ApiImage | null
    structuredData: unknown
    updated: string
  }
  theme: PageTheme
  hash: string | null
}

/** A page's blocks, seo, theme and hash in the content API's field names. */
export function toTemplate(page: Page): ApiTemplate {
  return {
    path: page.path,
    title: page.title,
    components: (page.layout ?? []).map(toComponent),
    seo: {
      indexable: page.seo?.indexable !== false,
      title: page.seo?.title ?? null,
      description: page.seo?.description ?? null,
      image: apiImage(page.seo?.image),
      structuredData: page.seo?.structuredData ?? null,
      updated: page.updatedAt,
    },
    theme: pageThemeOf(page.theme),
    hash: page.hash ?? null,
  }
}

type Block = NonNullable<Page['layout']>[number]

export function toComponent(block: Block): ApiComponent {
  const { id, blockType, blockName, ...rest } = block
  const { settings, ...props } = rest as Record<string, unknown>
  return {
    id: id ?? null,
    name: blockType,
    title: blockName ?? null,
    props: withPlainMedia(props) as Record<string, unknown>,
    settings: typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>) : null,
  }
}

async function loadTemplate(path: string, locale: Locale): Promise<ApiTemplate | null> {
  const page = await findPageByPath({ path, locale })
  return page ? toTemplate(page) : null
}

/**
 * The published page at `path` in `locale` as a template, or null. Read through the loader the
 * pages use and kept in Next's data cache under the pages' tags (`pages`, `media`, ADR 009): a
 * publish expires it with the pages.
 */
export const templateByPath = cachedAcrossRequests(
  loadTemplate,
  ['content-api-template'],
  [CACHE_TAG.pages, CACHE_TAG.media],
)
