import 'server-only'

import { z } from 'zod'

const rememberFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 1)

/** POST /v2/auth/login: the spec's fields; extra fields are allowed and ignored. */
export const loginRequestSchema = z.looseObject({
  api_key: z.string().trim().min(1).max(200),
  client_id: z.string().trim().min(1).max(200),
  /** Sent by the spec's client; tokens carry their own random ids, so it is not used. */
  salt: z.union([z.string(), z.number()]).optional(),
  remember: rememberFlag.optional(),
})

/** POST /v2/auth/refresh: `refresh_token` may be left out when the refresh cookie carries it. */
export const refreshRequestSchema = z.looseObject({
  client_id: z.string().trim().min(1).max(200),
  refresh_token: z.string().min(1).max(2000).optional(),
})

export type LoginRequest = z.infer<typeof loginRequestSchema>
