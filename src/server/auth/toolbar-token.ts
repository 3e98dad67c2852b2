import 'server-only'

import {
  isLiveToolbarToken,
  parseToolbarClaims,
  TOOLBAR_TOKEN_TTL_SECONDS,
  toolbarClaims,
} from '@/domain/security/toolbar-token'
import { payloadSecret } from '@/env'

import { purposeKey, readSignedJson, signJson } from '../security/signed-value'

/** Signed for this purpose only: a toolbar token never passes for a visitor token or a cookie, nor they for it. */
const CONTEXT = 'vegur-toolbar-token'

type Keyed = { readonly key?: Buffer }

function keyOf({ key }: Keyed): Buffer {
  return key ?? purposeKey(payloadSecret, CONTEXT)
}

/** A fresh toolbar token for a signed-in staff member, valid 15 minutes from `now`. */
export function issueToolbarToken(params: Keyed & { readonly userId: string | number; readonly now: Date }): {
  token: string
  expiresInSeconds: number
} {
  const token = signJson({ key: keyOf(params), context: CONTEXT, value: toolbarClaims(params.userId, params.now) })
  return { token, expiresInSeconds: TOOLBAR_TOKEN_TTL_SECONDS }
}

/** The staff member's id a genuine, unexpired token names; undefined for anything else. */
export function toolbarTokenUser(
  params: Keyed & { readonly token: string | null; readonly now: Date },
): string | undefined {
  if (!params.token || params.token.length > 512) return undefined
  const claims = parseToolbarClaims(readSignedJson({ key: keyOf(params), context: CONTEXT, signed: params.token }))
  return claims && isLiveToolbarToken(claims, params.now) ? claims.sub : undefined
}
