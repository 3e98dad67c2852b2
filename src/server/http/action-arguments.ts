import 'server-only'

import { notFound } from 'next/navigation'
import { z } from 'zod'

import { logRefusal } from './refusal-log'

const formDataSchema = z.instanceof(FormData)

const serverFunctionSchema = z.object({ name: z.string().min(1).max(100), args: z.record(z.string(), z.unknown()) })

/**
 * Refuses a server action call from a forged or stale client with 404 (the only 4xx an action can
 * answer: Next has no "bad request" exit) and one log line, instead of a TypeError and a 500.
 */
export function refuseServerAction(action: string): never {
  logRefusal({ status: 404, reason: 'server action with bad arguments', method: 'POST', path: action })
  notFound()
}

/** The FormData a form's server action must receive. */
export function formDataArgument(action: string, value: unknown): FormData {
  const parsed = formDataSchema.safeParse(value)
  return parsed.success ? parsed.data : refuseServerAction(action)
}

/** The `{ name, args }` of Payload's admin server function. */
export function serverFunctionArguments(
  action: string,
  value: unknown,
): { name: string; args: Record<string, unknown> } {
  const parsed = serverFunctionSchema.safeParse(value)
  return parsed.success ? parsed.data : refuseServerAction(action)
}
