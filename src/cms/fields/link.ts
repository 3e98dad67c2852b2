import type { Field } from 'payload'

import { BUTTON_STYLES } from '../../domain/content/button-style-names'

/** A label and a target: an internal path (`/about`), `#goi`, or an http(s), mailto or tel URL. */
export function linkFields({ isLabelRequired = true }: { isLabelRequired?: boolean } = {}): Field[] {
  return [
    { name: 'label', type: 'text', required: isLabelRequired },
    {
      name: 'url',
      type: 'text',
      required: true,
      admin: { description: 'An internal path such as /about, #goi for the chat, or an https:, mailto: or tel: link.' },
    },
  ]
}

export function buttonFields(): Field[] {
  return [
    ...linkFields(),
    { name: 'style', type: 'select', defaultValue: 'primary', options: [...BUTTON_STYLES] },
    {
      name: 'videoUrl',
      type: 'text',
      admin: { description: 'When set, the button opens this video (mp4/webm file or YouTube/Vimeo link) in a popup.' },
    },
  ]
}
