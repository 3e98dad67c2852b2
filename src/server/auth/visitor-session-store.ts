import 'server-only'

import { payloadClient } from '../payload'
import { createPayloadSessionStore } from './payload-session-store'
import type { VisitorSessionStore } from './session-store'

/** The app's rotation store: the database, so every app server sees the same state. */
export async function visitorSessionStore(): Promise<VisitorSessionStore> {
  return createPayloadSessionStore(await payloadClient())
}
