/**
 * The client's address behind a known number of trusted proxies (ADR 007).
 *
 * The chain lists every address a request passed, farthest first: the X-Forwarded-For entries as
 * received, then the address of the socket that reached our server. Each trusted proxy appends the
 * address it saw, so with `n` trusted hops the client is the entry `n` places left of the socket.
 * Anything further left was written by the client and is never trusted.
 */

/** The most hops one may configure; a longer chain than this is never needed. */
const MAX_TRUSTED_PROXY_HOPS = 10

/** Entries kept from the right of a chain: the socket plus the hops one may trust, plus slack. */
export const MAX_CHAIN_ENTRIES = MAX_TRUSTED_PROXY_HOPS + 2

const UNKNOWN = 'unknown'

/** Splits an X-Forwarded-For style list into trimmed, non-empty entries (the last MAX_CHAIN_ENTRIES). */
export function parseAddressChain(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(-MAX_CHAIN_ENTRIES)
}

/**
 * The client's address: the socket's when `trustedHops` is 0, else the entry written by the
 * outermost trusted proxy. A chain shorter than the hops (a request that did not pass every proxy)
 * yields its farthest entry, as proxy-addr does.
 */
export function clientAddressOf(chain: readonly string[], trustedHops: number): string {
  if (chain.length === 0) return UNKNOWN
  const hops = Math.max(0, Math.min(Math.trunc(trustedHops), MAX_TRUSTED_PROXY_HOPS))
  const index = Math.max(0, chain.length - 1 - hops)
  return normaliseAddress(chain[index] ?? '')
}

/**
 * One spelling per address: ports and brackets dropped, IPv4-mapped IPv6 as IPv4, lower case.
 * Anything that is not an IP address (a proxy's "unknown", an obfuscated RFC 7239 name) is kept
 * lower-cased and cut to 64 characters, so it still counts as one caller.
 */
export function normaliseAddress(entry: string): string {
  let address = entry.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) address = bracketed[1]
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address)
  if (ipv4WithPort?.[1]) address = ipv4WithPort[1]
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (mapped?.[1]) address = mapped[1]
  address = address.replace(/%.*$/, '') // an IPv6 zone id names our interface, not the client
  if (isIpv4(address)) return address
  const groups = expandIpv6(address)
  if (groups) return groups.map((group) => group.toString(16)).join(':')
  return address.slice(0, 64) || UNKNOWN
}

/**
 * The key a per-address limit counts on: an IPv4 address as is, an IPv6 address as its /64 network,
 * because one subscriber usually holds a whole /64 and could rotate through it.
 */
export function addressLimitKey(address: string): string {
  const groups = expandIpv6(address)
  if (!groups || isIpv4(address)) return address
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

function isIpv4(address: string): boolean {
  const parts = address.split('.')
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function expandIpv6(address: string): number[] | undefined {
  if (!address.includes(':') || !/^[0-9a-f:.]+$/.test(address)) return undefined
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const parse = (part: string | undefined): number[] | undefined => {
    if (!part) return []
    const groups: number[] = []
    for (const piece of part.split(':')) {
      if (isIpv4(piece)) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number)
        groups.push(a * 256 + b, c * 256 + d)
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(Number.parseInt(piece, 16))
      } else {
        return undefined
      }
    }
    return groups
  }
  const head = parse(halves[0])
  const tail = parse(halves[1])
  if (!head || !tail) return undefined
  if (halves.length === 1) return head.length === 8 ? head : undefined
  const missing = 8 - head.length - tail.length
  if (missing < 1) return undefined
  return [...head, ...Array<number>(missing).fill(0), ...tail]
}
