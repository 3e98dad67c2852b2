import { z } from 'zod'

import { expectedJsonError, httpError, invalidResponseError, networkError, type ApiResult } from './api-error'

const serverErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })

/** Runs `fetch`, turning a thrown network failure into a NETWORK_ERROR value. */
export async function send(fetcher: typeof fetch, url: string, init: RequestInit): Promise<ApiResult<Response>> {
  try {
    return { isOk: true, value: await fetcher(url, init) }
  } catch {
    return { isOk: false, error: networkError() }
  }
}

/** An answer as a typed value: HTTP_ERROR when not OK, EXPECTED_JSON when not JSON, INVALID_RESPONSE when off-schema. */
export async function readResponse<T>(response: Response, schema: z.ZodType<T>): Promise<ApiResult<T>> {
  const body = await readJson(response)
  if (!response.ok) {
    const server = serverErrorSchema.safeParse(body)
    return { isOk: false, error: httpError(response, server.success ? server.data.error : undefined) }
  }
  if (body === undefined) return { isOk: false, error: expectedJsonError(response.status) }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { isOk: false, error: invalidResponseError(response.status) }
  return { isOk: true, value: parsed.data }
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('json')) return undefined
  try {
    return (await response.json()) as unknown
  } catch {
    return undefined
  }
}
