import type React from 'react'

import type { FinancingBlock } from '@/payload-types'
import { asMedia } from '@/ui/primitives/media-srcset'
import { MediaImage } from '@/ui/primitives/MediaImage'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { BlockSection } from '../BlockSection'
import { blockFrame } from '../block-settings'
import { COLUMN_CLASSES } from '../ContentCollection/columns'
import type { BlockProps } from '../types'
import { visibleFinancingItems } from './financing'

/** SPEC §3 financing: partners' names and logos, each linking to its offer. */
export function Financing({ block }: BlockProps<FinancingBlock>) {
  const items = visibleFinancingItems(block.items)
  if (items.length === 0) return null
  const frame = blockFrame(block.settings, 3)
  return (
    <BlockSection
      type="financing"
      id={block.id}
      title={block.title}
      className={frame.sectionClass}
      innerClassName={frame.innerClass}
      isFlush={frame.isFlush}
    >
      {block.text ? <p className="-mt-2 mb-6 max-w-3xl text-lg">{block.text}</p> : null}
      <ul className={`grid gap-4 ${COLUMN_CLASSES[frame.columns]}`}>
        {items.map((item, index) => {
          const image = asMedia(item.image)
          const content: React.ReactNode = (
            <>
              {image ? (
                <MediaImage
                  media={image}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  alt=""
                  className="h-20 w-full rounded-lg"
                  fit="natural"
                  imgClassName="h-20 w-full object-contain"
                />
              ) : null}
              {item.name ? <span className="mt-2 block text-center font-semibold">{item.name}</span> : null}
            </>
          )
          return (
            <li
              key={item.id ?? index}
              className="rounded-2xl bg-white p-4 text-ink shadow-sm ring-1 ring-line"
              data-testid="financing-item"
            >
              {item.link?.trim() ? (
                <SmartLink
                  href={item.link}
                  className="block rounded-lg hover:underline"
                  aria-label={item.name || undefined}
                >
                  {content}
                </SmartLink>
              ) : (
                content
              )}
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
