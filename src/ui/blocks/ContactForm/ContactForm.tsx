import { formDefinitionOf } from '@/domain/forms/from-document'
import type { ContactFormBlock } from '@/payload-types'
import { FORM_CLIENT_NAMESPACES } from '@/i18n/client-messages'
import { formBotCheck } from '@/server/forms/actions/form-bot-check'
import { WithClientMessages } from '@/ui/i18n/WithClientMessages'
import { RichText } from '@/ui/primitives/RichText'

import { BlockSection } from '../BlockSection'
import { CmsForm } from '../lazy'
import { blockFrame } from '../block-settings'
import type { BlockProps } from '../types'

/**
 * The contact form block: the chosen CMS form with its title and introduction. Rendered from the
 * page's data and configuration only (no cookie or header), so a cached page serves it to all.
 */
export async function ContactForm({ block }: BlockProps<ContactFormBlock>) {
  if (typeof block.form !== 'object' || block.form === null) return null
  const form = formDefinitionOf(block.form)
  const message = block.form.confirmationMessage
  const frame = blockFrame(block.settings, 1)
  return (
    <BlockSection
      type="contactForm"
      id={block.id}
      title={block.title}
      className={frame.sectionClass}
      innerClassName={`max-w-2xl ${frame.innerClass}`}
      isFlush={frame.isFlush}
    >
      {block.intro ? <p className="mb-6 text-lg leading-relaxed text-muted">{block.intro}</p> : null}
      <WithClientMessages namespaces={FORM_CLIENT_NAMESPACES}>
        <CmsForm
          form={form}
          botCheck={await formBotCheck()}
          confirmation={message ? <RichText data={message} /> : null}
        />
      </WithClientMessages>
    </BlockSection>
  )
}
