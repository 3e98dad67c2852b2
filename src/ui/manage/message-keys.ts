import type { Messages } from '@/i18n/messages'

type ManageMessages = Messages['manage']

export type ProblemKey = keyof ManageMessages['problems']
export type CancelProblemKey = keyof ManageMessages['cancel']['problems']
export type FieldLabelKey = keyof ManageMessages['fields']
export type ValidationKey = keyof ManageMessages['validation']

function isKeyOf<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key)
}

/** Narrows a problem code from an action to a message key, UNKNOWN when there is none for it. */
export function problemKey(messages: ManageMessages, code: string): ProblemKey {
  return isKeyOf(messages.problems, code) ? code : 'UNKNOWN'
}

export function cancelProblemKey(messages: ManageMessages, code: string): CancelProblemKey {
  return isKeyOf(messages.cancel.problems, code) ? code : 'NOT_FOUND'
}

export function fieldLabelKey(messages: ManageMessages, name: string): FieldLabelKey | undefined {
  return isKeyOf(messages.fields, name) ? name : undefined
}

/** 'validation.required' → 'required'; an unknown key reads as the format message. */
export function validationKey(messages: ManageMessages, key: string): ValidationKey {
  const name = key.replace(/^validation\./, '')
  return isKeyOf(messages.validation, name) ? name : 'format'
}
