import type React from 'react'

import { linkTarget, opensInNewTab } from '@/domain/content/link-target'
import { Link } from '@/i18n/navigation'

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A link from CMS data: internal paths get the visitor's language prefix; http(s), mailto and tel
 * links open in a new tab. `#goi` chatbot links and video popups are handled by `CmsButton`.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const target = linkTarget(href)
  if (target.kind === 'internal') {
    return (
      <Link href={target.path} {...rest}>
        {children}
      </Link>
    )
  }
  const url = target.kind === 'chatbot' ? href : 'href' in target ? target.href : href
  const newTab = opensInNewTab(target) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a href={url} {...newTab} {...rest}>
      {children}
    </a>
  )
}
