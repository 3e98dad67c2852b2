import type { SiteCredentials } from './auth-calls'
import { createApiClient, type ApiClient } from './create-api-client'

export type { ApiError, ApiErrorCode, ApiResult } from './api-error'
export type { SiteCredentials } from './auth-calls'
export type { ApiClient, ApiClientOptions, ApiRequest } from './create-api-client'
export { createApiClient } from './create-api-client'

let shared: { client: ApiClient; key: string } | undefined

/**
 * The page's one client, its tokens kept in module scope (memory only) and shared by every
 * caller. The credentials are the site's public SITE_API_KEY / SITE_CLIENT_ID, passed down from
 * a server component.
 */
export function apiClient(credentials: SiteCredentials): ApiClient {
  const key = `${credentials.clientId}\n${credentials.apiKey}`
  if (shared?.key !== key) shared = { client: createApiClient(credentials), key }
  return shared.client
}
