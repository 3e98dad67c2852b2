import { useTranslations } from 'next-intl'

import { linkTarget, opensInNewTab } from '@/domain/content/link-target'
import type { LinkItem as LinkItemData } from '@/payload-types'
import { SmartLink } from '@/ui/primitives/SmartLink'

import type { ItemProps } from './RenderItems'

export function LinkItem({ item }: ItemProps<LinkItemData>) {
  const t = useTranslations('common')
  const isNewTab = opensInNewTab(linkTarget(item.url))
  return (
    <SmartLink
      href={item.url}
      className="group inline-flex items-center gap-1.5 font-semibold text-brand-600 underline-offset-4 hover:text-brand-700 hover:underline"
    >
      {item.label}
      {isNewTab ? <span className="sr-only"> ({t('openInNewTab')})</span> : null}
      <span aria-hidden="true" className="transition-transform group-hover:translate-x-0.5">
        {isNewTab ? '↗' : '→'}
      </span>
    </SmartLink>
  )
}
