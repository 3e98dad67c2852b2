import { isTokenFresh, REFRESH_DEDUPE_WINDOW_MS } from '@/domain/security/token-rules'

import type { ApiResult } from './api-error'
import { postLogin, postRefresh, type AuthTransport, type SiteCredentials, type Tokens } from './auth-calls'

export type TokenSession = {
  /** A usable access token: the held one while more than 30 s remain, else refreshed, else a new login. */
  accessToken(): Promise<ApiResult<string>>
  /** After a 401: a refreshed token (shared with any refresh of the last 5 s), else a new login. */
  renew(): Promise<ApiResult<string>>
  /** Forgets the tokens and logs in again. */
  relogin(): Promise<ApiResult<string>>
}

type Shared = { promise: Promise<ApiResult<string>>; startedAt: number }

/**
 * The visitor's tokens, in memory only (SPEC §4): no token → login; an expiring token → refresh;
 * a failed refresh → login. Concurrent logins share one request, and refreshes started within
 * 5 s of each other share one (SPEC §9).
 */
export function createTokenSession(
  transport: AuthTransport,
  credentials: SiteCredentials & { isRemembered: boolean },
): TokenSession {
  let tokens: Tokens | undefined
  let login: Promise<ApiResult<string>> | undefined
  let refresh: Shared | undefined

  function keep(result: ApiResult<Tokens>): ApiResult<string> {
    if (!result.isOk) {
      tokens = undefined
      return result
    }
    tokens = result.value
    return { isOk: true, value: result.value.accessToken }
  }

  function startLogin(): Promise<ApiResult<string>> {
    login ??= postLogin(transport, credentials)
      .then(keep)
      .finally(() => {
        login = undefined
      })
    return login
  }

  async function refreshOrLogin(refreshToken: string): Promise<ApiResult<string>> {
    const refreshed = keep(await postRefresh(transport, credentials.clientId, refreshToken))
    return refreshed.isOk ? refreshed : startLogin()
  }

  function renew(): Promise<ApiResult<string>> {
    const now = transport.now()
    if (refresh && now - refresh.startedAt < REFRESH_DEDUPE_WINDOW_MS) return refresh.promise
    if (!tokens) return startLogin()
    refresh = { promise: refreshOrLogin(tokens.refreshToken), startedAt: now }
    return refresh.promise
  }

  return {
    accessToken: async () => {
      if (tokens && isTokenFresh(tokens.accessExpiresAt, transport.now()))
        return { isOk: true, value: tokens.accessToken }
      return renew()
    },
    renew,
    relogin: () => {
      tokens = undefined
      refresh = undefined
      return startLogin()
    },
  }
}
