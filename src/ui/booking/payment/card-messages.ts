import { CARD_MESSAGE_KEYS } from '@/domain/validation/messages'

export type CardMessageKey = (typeof CARD_MESSAGE_KEYS)[keyof typeof CARD_MESSAGE_KEYS]

/** The translation key of a card schema message; a message we do not know reads as the field's "required". */
export function cardMessageKey(message: string | undefined, fallback: CardMessageKey): CardMessageKey | undefined {
  if (message === undefined) return undefined
  return Object.hasOwn(CARD_MESSAGE_KEYS, message)
    ? CARD_MESSAGE_KEYS[message as keyof typeof CARD_MESSAGE_KEYS]
    : fallback
}
