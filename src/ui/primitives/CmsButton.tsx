import { useTranslations } from 'next-intl'

import type { ButtonStyle } from '@/domain/content/button-style-names'
import { linkTarget, opensInNewTab } from '@/domain/content/link-target'

import { buttonClass } from './button-styles'
import { ChatbotButton } from './ChatbotButton'
import { SmartLink } from './SmartLink'
import { VideoButton } from './VideoButton'

type CmsButtonData = {
  label: string
  url: string
  style?: ButtonStyle | null
  videoUrl?: string | null
}

type Props = {
  button: CmsButtonData
  /** Where a `#goi` button goes when no chatbot answers (company information `contactPath`). */
  contactPath: string
  isOnDark?: boolean
  className?: string
}

/**
 * A CMS button (SPEC §2): `#goi` opens the chatbot, a `videoUrl` opens a video popup, external,
 * mail and tel links open in a new tab, and internal links keep the visitor's language.
 */
export function CmsButton({ button, contactPath, isOnDark, className = '' }: Props) {
  const t = useTranslations('common')
  const classes = `${buttonClass(button.style, { isOnDark })} ${className}`
  const target = linkTarget(button.url)
  if (target.kind === 'chatbot') {
    return (
      <ChatbotButton contactPath={contactPath} className={classes}>
        {button.label}
      </ChatbotButton>
    )
  }
  if (button.videoUrl) {
    return (
      <VideoButton videoUrl={button.videoUrl} title={button.label} className={classes}>
        {button.label}
      </VideoButton>
    )
  }
  return (
    <SmartLink href={button.url} className={classes}>
      {button.label}
      {opensInNewTab(target) ? <span className="sr-only"> ({t('openInNewTab')})</span> : null}
    </SmartLink>
  )
}
