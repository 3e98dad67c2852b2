import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { RenderBlocks } from '@/ui/blocks/RenderBlocks'
import { Badge } from '@/ui/primitives/Badge'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'
import { ButtonShowcase } from '@/ui/ui-kit/ButtonShowcase'
import { ColourSwatches } from '@/ui/ui-kit/ColourSwatches'
import { FormShowcase } from '@/ui/ui-kit/FormShowcase'
import { KitSection } from '@/ui/ui-kit/KitSection'
import { ModalDemo } from '@/ui/ui-kit/ModalDemo'
import { TypeScale } from '@/ui/ui-kit/TypeScale'

import { SAMPLE_BLOCKS } from './sample-blocks'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'uiKit' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The design system on one page: tokens, primitives and every content block with sample data. */
export default async function UiKitPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('uiKit')
  return (
    <>
      <Container className="py-10 sm:py-14">
        <Heading level={1}>{t('title')}</Heading>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('intro')}</p>
      </Container>
      <KitSection id="colours" title={t('colours')}>
        <ColourSwatches />
      </KitSection>
      <KitSection id="type" title={t('typeScale')}>
        <TypeScale />
      </KitSection>
      <KitSection id="buttons" title={t('buttons')}>
        <ButtonShowcase />
      </KitSection>
      <KitSection id="badges" title={t('badges')}>
        <div className="flex flex-wrap gap-2">
          <Badge tone="accent">{t('badgeOnRequest')}</Badge>
          <Badge tone="success">{t('badgeElectric')}</Badge>
          <Badge tone="brand">{t('badgeGuaranteed')}</Badge>
          <Badge tone="dark">4x4</Badge>
          <Badge>{t('badgeAutomatic')}</Badge>
          <Badge tone="danger">{t('badgeSoldOut')}</Badge>
        </div>
      </KitSection>
      <KitSection id="forms" title={t('forms')}>
        <FormShowcase />
      </KitSection>
      <KitSection id="modal" title={t('modal')}>
        <ModalDemo />
      </KitSection>
      <div className="border-t border-line">
        <Container className="pt-10">
          <Heading level={2}>{t('blocks')}</Heading>
        </Container>
        <RenderBlocks blocks={SAMPLE_BLOCKS} context={{ locale, contactPath: '/contact' }} isPageStart={false} />
      </div>
    </>
  )
}
