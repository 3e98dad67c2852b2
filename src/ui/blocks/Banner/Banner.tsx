import { Container } from '@/ui/primitives/Container'
import { CmsButton } from '@/ui/primitives/CmsButton'
import { asMedia } from '@/ui/primitives/media-srcset'
import { MediaImage } from '@/ui/primitives/MediaImage'

import type { BannerBlock } from '@/payload-types'

import type { BlockProps } from '../types'

/** Hero or compact banner: image (phone version through `<picture>`), title, text, up to 3 buttons. */
export function Banner({ block, context, isFirst }: BlockProps<BannerBlock>) {
  const image = asMedia(block.image)
  const mobileImage = asMedia(block.mobileImage)
  const isHero = block.variant !== 'compact'
  const Title = isFirst ? 'h1' : 'h2'
  const buttons = (block.buttons ?? []).slice(0, 3)
  return (
    <section
      data-testid="block-banner"
      className={`relative isolate flex overflow-hidden bg-brand-900 text-white ${
        isHero ? 'min-h-[26rem] items-end sm:min-h-[32rem] lg:min-h-[36rem]' : 'min-h-[16rem] items-center'
      }`}
    >
      {image ? (
        <MediaImage media={image} mobileMedia={mobileImage} fit="cover" priority={isFirst} alt="" className="-z-10" />
      ) : null}
      {image ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-900/90 via-brand-900/50 to-brand-900/10 sm:bg-gradient-to-r sm:from-brand-900/85 sm:via-brand-900/45 sm:to-transparent"
        />
      ) : null}
      <Container className={isHero ? 'py-12 sm:py-20' : 'py-10'}>
        <div className="max-w-2xl">
          <Title
            className={`font-extrabold tracking-tight text-balance ${isHero ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-3xl sm:text-4xl'}`}
          >
            {block.title}
          </Title>
          {block.text ? <p className="mt-4 text-lg text-pretty text-white/90 sm:text-xl">{block.text}</p> : null}
          {buttons.length > 0 ? (
            <div className="mt-8 flex flex-wrap items-center gap-3">
              {buttons.map((button, index) => (
                <CmsButton key={button.id ?? index} button={button} contactPath={context.contactPath} isOnDark />
              ))}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
