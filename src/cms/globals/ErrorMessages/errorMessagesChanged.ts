import type { GlobalAfterChangeHook } from 'payload'

import { ERROR_MESSAGES_CHANGED_AT } from '../../../domain/errors/error-texts-changed'

/** Tells this process's cached error texts that editors changed them; other app servers refresh within 30 s. */
export const errorMessagesChanged: GlobalAfterChangeHook = ({ doc }) => {
  ;(globalThis as Record<symbol, unknown>)[ERROR_MESSAGES_CHANGED_AT] = Date.now()
  return doc
}
