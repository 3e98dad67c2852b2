/**
 * The host a request was sent to, as the origin check compares it with the `Origin` header.
 *
 * `X-Forwarded-Host` is written by whoever sends the request: only a proxy of ours may be believed
 * there. With no trusted proxy (TRUSTED_PROXY_HOPS 0, the default) the `Host` header is the host;
 * behind `n` trusted proxies, the entry the outermost of them wrote (`n` places from the right of
 * the list, as for the client address in ./client-address.ts), else `Host`.
 */
export function requestHostOf(params: {
  readonly host: string | null
  readonly forwardedHost: string | null
  readonly trustedHops: number
}): string | null {
  if (params.trustedHops < 1 || !params.forwardedHost) return params.host
  const entries = params.forwardedHost
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries[Math.max(0, entries.length - params.trustedHops)] ?? params.host
}

/**
 * TRUSTED_PROXY_HOPS as src/env.ts reads it (an integer 0 to 10; anything else is 0), for the proxy,
 * which must not load env.ts.
 */
export function trustedHopsFrom(value: string | undefined): number {
  const hops = Number(value ?? '')
  return value !== undefined && value.trim() !== '' && Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0
}
