import 'server-only'

import type { Locale } from '@/i18n/locales'
import { loadMessages, type Messages } from '@/i18n/messages'
import { CARD_MESSAGE_KEYS, englishValidationMessage, type ValidationMessageKey } from '@/domain/validation/messages'

/** Fills a validation message key for a field: the field's label in the message, never its path. */
export type ValidationText = (key: ValidationMessageKey, field: string) => string

/** Where a form's texts live in the message files: its validation messages and its field labels. */
export type FormTexts = 'booking' | 'saleForms'

/**
 * The validation messages of an API answer or a form post in the visitor's language (issue 31: every
 * answer in the language asked). English keeps SPEC §5's words with the API's field labels; the other
 * languages use the texts the forms show, so a partner's app and our own pages say the same thing.
 */
export async function validationTextsIn(locale: Locale, form: FormTexts = 'booking'): Promise<ValidationText> {
  if (locale === 'en') return englishValidationMessage
  const messages = await loadMessages(locale)
  const flat = flatMessages(messages, form)
  return (key, field) => {
    if (Object.hasOwn(CARD_MESSAGE_KEYS, key)) {
      return messages.booking.payment.validation[CARD_MESSAGE_KEYS[key as keyof typeof CARD_MESSAGE_KEYS]]
    }
    const template = flat.messages[key.replace('validation.', '')] ?? flat.messages.format ?? key
    const label = flat.labels[field] ?? field
    return template.replace('{field}', label)
  }
}

type FlatTexts = { messages: Readonly<Record<string, string>>; labels: Readonly<Record<string, string>> }

function flatMessages(messages: Messages, form: FormTexts): FlatTexts {
  if (form === 'saleForms') {
    return { messages: messages.saleCar.forms.validation, labels: messages.saleCar.forms.labels }
  }
  return { messages: messages.booking.detail.validation, labels: messages.booking.detail.fields }
}
