import { isInDateWindow } from '@/domain/time/date-window'
import { bookCategoryHref } from '@/ui/fleet/fleet-card'
import { Container } from '@/ui/primitives/Container'
import { CmsButton } from '@/ui/primitives/CmsButton'
import { asMedia } from '@/ui/primitives/media-srcset'
import { MediaImage } from '@/ui/primitives/MediaImage'
import { SmartLink } from '@/ui/primitives/SmartLink'

import type { BannerBlock } from '@/payload-types'

import { blockFrame } from '../block-settings'
import type { BlockProps } from '../types'

/**
 * Hero or compact banner: image per device (`<picture>`), label, title (a link when the banner has
 * one, or the booking search for its car class), text, up to 3 buttons. Outside its date window
 * (office days, inclusive) it is not shown.
 */
export function Banner({ block, context, isFirst }: BlockProps<BannerBlock>) {
  if (!isInDateWindow({ now: new Date(), from: block.dateFrom, to: block.dateTo })) return null
  const image = asMedia(block.image)
  const isHero = block.variant !== 'compact'
  const Title = isFirst ? 'h1' : 'h2'
  const buttons = (block.buttons ?? []).slice(0, 3)
  const frame = blockFrame(block.settings, 1)
  const href = block.link?.trim() || (block.category ? bookCategoryHref(block.category) : '')
  return (
    <section
      data-testid="block-banner"
      data-category={block.category ?? undefined}
      className={`relative isolate flex overflow-hidden bg-brand-900 text-white ${
        isHero ? 'min-h-[26rem] items-end sm:min-h-[32rem] lg:min-h-[36rem]' : 'min-h-[16rem] items-center'
      } ${frame.sectionClass}`}
    >
      {image ? (
        <MediaImage
          media={image}
          mobileMedia={asMedia(block.mobileImage)}
          tabletMedia={asMedia(block.tabletImage)}
          fit="cover"
          priority={isFirst}
          alt=""
          className="-z-10"
        />
      ) : null}
      {image ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-900/90 via-brand-900/50 to-brand-900/10 sm:bg-gradient-to-r sm:from-brand-900/85 sm:via-brand-900/45 sm:to-transparent"
        />
      ) : null}
      <Container className={isHero ? 'py-12 sm:py-20' : 'py-10'}>
        <div className={`max-w-2xl ${frame.innerClass}`}>
          {block.label ? (
            <p
              className="mb-3 inline-block rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-ink"
              data-testid="banner-label"
            >
              {block.label}
            </p>
          ) : null}
          <Title
            className={`font-extrabold tracking-tight text-balance ${isHero ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-3xl sm:text-4xl'}`}
          >
            {href ? (
              <SmartLink href={href} className="hover:underline">
                {block.title}
              </SmartLink>
            ) : (
              block.title
            )}
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
