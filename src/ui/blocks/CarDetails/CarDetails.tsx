import { getTranslations } from 'next-intl/server'

import type { CarDetailsBlock } from '@/payload-types'
import { toFleetCard } from '@/ui/fleet/fleet-card'
import { ModelCard } from '@/ui/fleet/ModelCard'
import { ModelSpecification } from '@/ui/fleet/ModelSpecification'

import { BlockSection } from '../BlockSection'
import { blockFrame } from '../block-settings'
import type { BlockProps } from '../types'

/** SPEC §2 car details on any page: one rental model's card and specification; nothing for a retired model. */
export async function CarDetails({ block, context }: BlockProps<CarDetailsBlock>) {
  const id = typeof block.model === 'object' ? block.model.id : block.model
  const model = context.cars?.fleet.find((candidate) => candidate.id === id)
  if (!model) return null
  const [t, card] = await Promise.all([getTranslations('fleet.model'), getTranslations('booking.card')])
  const frame = blockFrame(block.settings, 2)
  return (
    <BlockSection
      type="carDetails"
      id={block.id}
      title={block.title}
      className={frame.sectionClass}
      innerClassName={frame.innerClass}
      isFlush={frame.isFlush}
    >
      <div className={`grid gap-6 ${frame.columns >= 2 ? 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : ''}`}>
        <ModelCard
          car={toFleetCard({ model, locale: context.locale, orSimilar: (name) => card('orSimilar', { name }) })}
          headingLevel={block.title ? 3 : 2}
          layout="row"
        />
        <div className="rounded-2xl bg-white p-5 text-ink ring-1 ring-line">
          <h3 className="mb-3 text-lg font-semibold">{t('specTitle')}</h3>
          <ModelSpecification model={model} />
        </div>
      </div>
    </BlockSection>
  )
}
