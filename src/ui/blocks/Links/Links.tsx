import { useTranslations } from 'next-intl'

import { linkTarget, opensInNewTab } from '@/domain/content/link-target'
import type { LinksBlock } from '@/payload-types'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

/** Link cards: the whole card is the link; title, optional description, a "read more" cue. */
export function Links({ block }: BlockProps<LinksBlock>) {
  const t = useTranslations()
  const links = block.links ?? []
  if (links.length === 0) return null
  return (
    <BlockSection type="links" id={block.id} title={block.title}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link, index) => {
          const isNewTab = opensInNewTab(linkTarget(link.url))
          return (
            <li key={link.id ?? index}>
              <SmartLink
                href={link.url}
                className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
              >
                <span className="text-lg font-semibold text-ink group-hover:text-brand-700">{link.label}</span>
                {link.description ? <span className="mt-2 leading-relaxed text-muted">{link.description}</span> : null}
                <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-600">
                  {t('blocks.readMore')} {isNewTab ? '↗' : '→'}
                </span>
                {isNewTab ? <span className="sr-only"> ({t('common.openInNewTab')})</span> : null}
              </SmartLink>
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
