/**
 * nodemailer waits up to 2 minutes for an SMTP connection, 30 s for the greeting and 10 minutes
 * of silence on the socket, so a stalled mail server would hold a sender (the outbox worker, or a
 * staff password reset) for minutes. These bound it; nodemailer reads its options from the URL's
 * query, so an SMTP_URL that names one of them keeps its own value.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 } as const

/** `url` with each of SMTP_TIMEOUTS_MS added to its query unless it names it already. */
export function withSmtpTimeouts(url: string): string {
  const parsed = new URL(url)
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms))
  }
  return parsed.toString()
}
