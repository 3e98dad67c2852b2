import type { InfoGridBlock } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'
import { InfoIcon } from './icons'

/** Selling points: an icon, a title and a short text each. */
export function InfoGrid({ block }: BlockProps<InfoGridBlock>) {
  const items = block.items ?? []
  if (items.length === 0) return null
  return (
    <BlockSection type="infoGrid" id={block.id} title={block.title} className="bg-surface">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
            {item.icon ? (
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <InfoIcon name={item.icon} />
              </span>
            ) : null}
            <h3 className="text-lg font-semibold">{item.title}</h3>
            {item.text ? <p className="mt-2 leading-relaxed text-muted">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
