import 'server-only'

import { randomBytes } from 'node:crypto'

import { isIdentityCurrent, viewDay } from '@/domain/content/page-view'
import { payloadSecret } from '@/env'
import { purposeKey, readSignedJson, signJson } from '@/server/security/signed-value'

const key = () => purposeKey(payloadSecret, 'page-view-visitor')

/** A new visitor identity for the view statistic: a random id and its day, signed by the server. */
export function issueVisitorIdentity(now: Date): string {
  return signJson({ key: key(), value: { v: randomBytes(12).toString('base64url'), d: viewDay(now) } })
}

/** The random id of a genuine, current identity; undefined for a made-up, altered or expired one. */
export function visitorIdOf(identity: string, now: Date): string | undefined {
  const value = readSignedJson({ key: key(), signed: identity })
  if (typeof value !== 'object' || value === null || !('v' in value) || !('d' in value)) return undefined
  if (typeof value.v !== 'string' || typeof value.d !== 'string') return undefined
  return isIdentityCurrent(value.d, now) ? value.v : undefined
}
