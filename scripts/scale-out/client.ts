/** HTTP calls to the app servers, each as a visitor behind the load balancer (X-Forwarded-For). */
import type { ServerAddress } from './servers'

export type Answer<T = unknown> = { readonly status: number; readonly body: T; readonly headers: Headers }

export async function postJson<T = unknown>(params: {
  server: ServerAddress
  path: string
  body: unknown
  visitorIp: string
  headers?: Record<string, string>
}): Promise<Answer<T>> {
  const response = await fetch(`${params.server.origin}${params.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': params.visitorIp,
      ...params.headers,
    },
    body: JSON.stringify(params.body),
    redirect: 'manual',
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers }
}

/** A visitor token from the site's public client (the demo's defaults). */
export async function visitorToken(server: ServerAddress, visitorIp: string): Promise<string> {
  const answer = await postJson<{ accessToken?: string; access_token?: string }>({
    server,
    path: '/v2/auth/login',
    body: { api_key: 'vegur-public-site-key', client_id: 'vegur-web', salt: 1, remember: false },
    visitorIp,
  })
  const token = answer.body.accessToken ?? answer.body.access_token
  if (answer.status !== 200 || !token) throw new Error(`login failed on ${server.name}: ${answer.status}`)
  return token
}

/** Visitor n's address: one per simulated visitor, from a documentation range. */
export function visitorIp(n: number): string {
  return `198.51.100.${(n % 250) + 1}`
}
