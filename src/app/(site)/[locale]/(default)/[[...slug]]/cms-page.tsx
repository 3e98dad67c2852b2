import { pageThemeOf } from '@/domain/content/chrome-layout'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import type { SiteChrome } from '@/server/cms/site-chrome'
import { loadBlockCars } from '@/server/fleet/block-cars'
import { payloadClient } from '@/server/payload'
import { loadCoverComparison } from '@/server/rental/cover-comparison'
import { loadDamagePriceList } from '@/server/rental/damage-price-list'
import { EditTarget } from '@/ui/admin-bar/EditTarget'
import { RenderBlocks } from '@/ui/blocks/RenderBlocks'
import { visibleBlocks } from '@/ui/blocks/visible-blocks'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'
import { JsonLd } from '@/ui/primitives/JsonLd'
import { structuredDataOf } from '@/ui/primitives/json-ld'
import { PageThemeMarker } from '@/ui/themes/PageThemeMarker'
import { PageViewBeacon } from '@/ui/tracking/PageViewBeacon'

type Props = { page: Page; locale: Locale; company: SiteChrome; isPreview?: boolean }

/**
 * A CMS page: its theme, its blocks in order, the page title as the h1 unless a first banner carries
 * it. The published page (cached, counted in the view statistic) or a draft in the live preview.
 */
export async function CmsPage({ page, locale, company, isPreview = false }: Props) {
  const now = new Date()
  const blocks = visibleBlocks(page.layout, now)
  const payload = await payloadClient()
  const [cars, cover, damagePrices] = await Promise.all([
    loadBlockCars({ payload, blocks, locale, now }),
    loadCoverComparison({ payload, blocks, locale }),
    loadDamagePriceList({ payload, blocks, locale }),
  ])
  const structuredData = structuredDataOf(page.seo?.structuredData)
  const isBannerFirst = blocks[0]?.blockType === 'banner'
  return (
    <>
      <PageThemeMarker theme={pageThemeOf(page.theme)} />
      {page.hash ? <EditTarget hash={page.hash} /> : null}
      {page.hash && !isPreview ? <PageViewBeacon hash={page.hash} /> : null}
      {structuredData ? <JsonLd data={structuredData} /> : null}
      {isBannerFirst ? null : (
        <Container className="pt-10 sm:pt-14">
          <Heading level={1}>{page.title}</Heading>
        </Container>
      )}
      <RenderBlocks
        blocks={blocks}
        context={{
          locale,
          contactPath: company.paths.contact,
          libraryPath: company.paths.library,
          carPath: company.paths.car,
          cars,
          ...(cover && { cover }),
          ...(damagePrices && { damagePrices }),
        }}
      />
    </>
  )
}
