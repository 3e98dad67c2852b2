/**
 * The answer to a try refused by a limit: 429, `{ success: false, error: { code: 'TOO_MANY_ATTEMPTS',
 * message } }` and `Retry-After` in seconds. It says nothing about whether the details were right.
 */
export function tooManyAttemptsResponse(retryAfterSeconds: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  const minutes = Math.ceil(seconds / 60)
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`
  return Response.json(
    {
      success: false,
      error: { code: 'TOO_MANY_ATTEMPTS', message: `Too many attempts. Please wait ${wait} and try again.` },
    },
    { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(seconds) } },
  )
}
