import type { Messages } from '@/i18n/messages'

type ManageMessages = Messages['manage']

export type FieldLabelKey = keyof ManageMessages['fields']
export type ValidationKey = keyof ManageMessages['validation']

function isKeyOf<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key)
}

export function fieldLabelKey(messages: ManageMessages, name: string): FieldLabelKey | undefined {
  return isKeyOf(messages.fields, name) ? name : undefined
}

/** 'validation.required' → 'required'; an unknown key reads as the format message. */
export function validationKey(messages: ManageMessages, key: string): ValidationKey {
  const name = key.replace(/^validation\./, '')
  return isKeyOf(messages.validation, name) ? name : 'format'
}
