import 'server-only'

import { randomBytes } from 'node:crypto'

import { payloadSecret } from '@/env'
import { purposeKey, readSignedJson, signJson } from '@/server/security/signed-value'

export { FORM_STAMP_HEADER } from '@/domain/sales/forms/bot-check-settings'

const key = () => purposeKey(payloadSecret, 'form-stamp')

/**
 * The built-in bot check's start stamp: when the form was shown, signed by the server (HMAC), so
 * a client cannot write its own. Fetched by the browser when a form appears (GET /v1/forms/stamp).
 */
export function issueFormStamp(now: Date): string {
  return signJson({ key: key(), value: { t: now.getTime(), n: randomBytes(6).toString('base64url') } })
}

/** When a genuine stamp was issued; undefined for a missing, forged or altered one. */
export function stampIssuedAt(stamp: string | null): number | undefined {
  const value = readSignedJson({ key: key(), signed: stamp ?? undefined })
  if (typeof value !== 'object' || value === null || !('t' in value)) return undefined
  return typeof value.t === 'number' && Number.isSafeInteger(value.t) ? value.t : undefined
}
