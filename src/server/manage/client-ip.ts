import { headers } from 'next/headers'

/**
 * The visitor's address for rate limits: the last X-Forwarded-For hop (the one our own proxy or
 * load balancer added, not one the client made up), else X-Real-IP, else 'unknown'.
 */
export async function clientIp(): Promise<string> {
  const list = await headers()
  const forwarded = (list.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return forwarded.at(-1) ?? list.get('x-real-ip')?.trim() ?? 'unknown'
}
