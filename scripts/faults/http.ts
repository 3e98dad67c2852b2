/**
 * Every HTTP call of the fault test, timed and recorded: who asked which server what, when it was
 * sent and answered, and the status (0 when no answer came: a killed server, a reset, a timeout).
 * The stall checks read these records back for the requests in flight during a stall.
 */

/** The longest the test waits for one answer: longer than any stall, so a hung request is measured, not cut. */
const ANSWER_CAP_MS = 90_000

export type Exchange = {
  readonly label: string
  readonly server: string
  readonly startedAt: number
  readonly endedAt: number
  /** 0 when nothing was answered. */
  readonly status: number
  readonly failure?: string
}

export type Answer<T> = Exchange & { readonly body: T | undefined; readonly text: string; readonly headers: Headers }

export type Target = { readonly name: string; readonly origin: string }

const exchanges: Exchange[] = []

/** Every exchange so far, in the order they ended. */
export function recordedExchanges(): readonly Exchange[] {
  return exchanges
}

export async function send<T = unknown>(params: {
  target: Target
  label: string
  method?: 'GET' | 'POST'
  path: string
  visitorIp: string
  headers?: Record<string, string>
  json?: unknown
  form?: FormData
}): Promise<Answer<T>> {
  const { target } = params
  const startedAt = performance.now()
  const headers: Record<string, string> = { 'x-forwarded-for': params.visitorIp, ...params.headers }
  if (params.json !== undefined) headers['content-type'] = 'application/json'
  const base = { label: params.label, server: target.name, startedAt }
  try {
    const response = await fetch(`${target.origin}${params.path}`, {
      method: params.method ?? (params.json !== undefined || params.form ? 'POST' : 'GET'),
      headers,
      body: params.json !== undefined ? JSON.stringify(params.json) : params.form,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_CAP_MS),
    })
    const text = await response.text()
    const exchange: Exchange = { ...base, endedAt: performance.now(), status: response.status }
    exchanges.push(exchange)
    return { ...exchange, body: parseJson<T>(text), text, headers: response.headers }
  } catch (error) {
    const exchange: Exchange = { ...base, endedAt: performance.now(), status: 0, failure: failureOf(error) }
    exchanges.push(exchange)
    return { ...exchange, body: undefined, text: '', headers: new Headers() }
  }
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}

/** A few words for a failed exchange: the socket error's code, or the abort. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown'
  if (error.name === 'TimeoutError') return `no answer in ${ANSWER_CAP_MS / 1000} s`
  const cause = (error as Error & { cause?: unknown }).cause
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code
    return typeof code === 'string' ? code : cause.message.slice(0, 60)
  }
  return error.message.slice(0, 60)
}
