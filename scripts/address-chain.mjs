// The one place the client's address enters the app (ADR 007). Next's server fills in
// X-Forwarded-For from the socket only when the client sent none, so behind `next start` a made-up
// X-Forwarded-For hides the real peer. Our server (scripts/start.mjs) therefore records, before Next
// sees the request, the chain of addresses as received: the X-Forwarded-For entries, then the
// socket's address. The app picks the client from it with TRUSTED_PROXY_HOPS
// (src/domain/security/client-address.ts). Keep the header name in step with src/server/security/client-ip.ts.

export const ADDRESS_CHAIN_HEADER = 'x-vegur-address-chain'

/** Entries kept from the right: the socket plus the most hops one may trust, plus slack. */
const MAX_ENTRIES = 12

/**
 * Replaces any client-sent copy of the header with the chain this request arrived with.
 * @param {import('node:http').IncomingMessage} request
 */
export function recordAddressChain(request) {
  const forwarded = request.headers['x-forwarded-for']
  const listed = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',')
  const entries = [...listed, request.socket.remoteAddress ?? 'unknown']
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(-MAX_ENTRIES)
  request.headers[ADDRESS_CHAIN_HEADER] = entries.join(', ')
}
