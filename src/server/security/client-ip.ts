import 'server-only'

import { headers as requestHeaders } from 'next/headers'

import { addressLimitKey, clientAddressOf, parseAddressChain } from '@/domain/security/client-address'
import { env } from '@/env'

import { throttledLog } from './throttled-log'

/**
 * The header our own server (scripts/start.mjs) sets on every request: the X-Forwarded-For entries
 * as received, then the socket's address. Any copy the client sends is removed first (ADR 007).
 * Keep in step with scripts/address-chain.mjs.
 */
export const ADDRESS_CHAIN_HEADER = 'x-vegur-address-chain'

/** What every request counts as when the app was not started through scripts/start.mjs. */
export const UNKNOWN_CLIENT = 'unknown'

/**
 * The client address for limits, from the request headers as our server normalised them: the
 * address `TRUSTED_PROXY_HOPS` proxies in front of the socket (0 = the socket), an IPv6 client as
 * its /64. Never X-Forwarded-For alone: a client writes what it likes there.
 */
export function clientIpOf(headers: Headers, trustedHops: number = env.TRUSTED_PROXY_HOPS): string {
  const chain = parseAddressChain(headers.get(ADDRESS_CHAIN_HEADER))
  if (chain.length === 0) {
    // `next dev` or a bare `next start`: no trustworthy address, so every request shares one count.
    if (env.NODE_ENV !== 'production') return UNKNOWN_CLIENT
    throttledLog(
      'client-ip-missing',
      '[client-ip] no address chain header: start the app with `npm start` (scripts/start.mjs); all clients share one limit',
    )
    return UNKNOWN_CLIENT
  }
  return addressLimitKey(clientAddressOf(chain, trustedHops))
}

/** Same, for server components and server actions (next/headers). */
export async function clientIp(): Promise<string> {
  return clientIpOf(await requestHeaders())
}
