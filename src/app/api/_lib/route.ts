import type { z } from 'zod'

import type { RentalResult } from '@/domain/errors/booking-errors'
import type { ErrorCode } from '@/domain/errors/errors'
import { requireVisitor } from '@/server/auth/require-visitor'

import { readJsonBody } from './body'
import { errorResponse, okResponse, unexpectedErrorResponse } from './respond'
import { validationFailure } from './validation'

export type Answer = { readonly data: unknown; readonly extra?: Record<string, unknown> }

/** Who is asking: the visitor token's session and the request headers (for the client address). */
export type Caller = { readonly sessionId: string; readonly headers: Headers }

/**
 * A booking API POST handler: visitor token, body (64 kB at most, JSON), zod, then `run`. Errors
 * are values answered with their status; anything thrown is logged and answered with `fallback`,
 * the route's default error of SPEC §8.
 */
export function postRoute<Schema extends z.ZodType>(params: {
  name: string
  fallback: ErrorCode
  /** The body schema; some rules (licence expiry) depend on the clock. */
  schema: (now: Date, body: unknown) => Schema
  /** Checked before the schema, for errors the spec words on their own (e.g. no temporary booking). */
  precheck?: (body: unknown) => RentalResult<true>
  /** A Response is answered as is (e.g. 429 from a limit). */
  run: (input: z.output<Schema>, now: Date, caller: Caller) => Promise<RentalResult<Answer> | Response>
}): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const visitor = await requireVisitor(request)
      if (!visitor.isOk) return visitor.response
      const body = await readJsonBody(request)
      if (!body.isOk) return errorResponse(body.error)
      const checked = params.precheck?.(body.value)
      if (checked && !checked.isOk) return errorResponse(checked.error)
      const now = new Date()
      const parsed = params.schema(now, body.value).safeParse(body.value)
      if (!parsed.success) {
        const failure = validationFailure(parsed.error, body.value)
        return errorResponse(failure.error, failure.fields)
      }
      const result = await params.run(parsed.data, now, { sessionId: visitor.sessionId, headers: request.headers })
      if (result instanceof Response) return result
      if (!result.isOk) return errorResponse(result.error)
      return okResponse(result.value.data, result.value.extra)
    } catch (error) {
      return unexpectedErrorResponse(params.name, params.fallback, error)
    }
  }
}
