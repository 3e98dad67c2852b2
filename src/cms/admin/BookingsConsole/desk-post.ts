/** What a desk route answers: `{ errors: [{ message }] }` on a refusal, its own fields otherwise. */
type Answer = { errors?: { message: string }[] }

export type DeskPosted<T> =
  { readonly isOk: true; readonly value: T } | { readonly isOk: false; readonly message: string }

/**
 * Posts a desk action to its route (the admin's session cookie, same origin) and reads its answer:
 * the route's own refusal message, or `fallback` when it could not be reached. `requestKey` goes as
 * the Idempotency-Key, so a retry of the same action is done once.
 */
export async function deskPost<T>(params: {
  path: string
  body: unknown
  requestKey?: string | undefined
  fallback: string
}): Promise<DeskPosted<T>> {
  try {
    const response = await fetch(params.path, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        ...(params.requestKey && { 'idempotency-key': params.requestKey }),
      },
      body: JSON.stringify(params.body),
    })
    const answer = (await response.json().catch(() => ({}))) as Answer & T
    if (response.ok) return { isOk: true, value: answer }
    return { isOk: false, message: answer.errors?.[0]?.message ?? params.fallback }
  } catch {
    return { isOk: false, message: params.fallback }
  }
}

/** A new key for one action staff mean to take. */
export function newRequestKey(): string {
  return crypto.randomUUID()
}
