import 'server-only'

import { z } from 'zod'

import {
  API_KEY_HEADER,
  DEFAULT_REQUESTS_PER_MINUTE,
  PARTNER_SCOPE_LABELS,
  PARTNER_SCOPES,
} from '@/domain/partners/partner-keys'

import { apiOperations, type ApiOperation } from './operations'
import { errorAnswer } from './responses'

type JsonSchema = Record<string, unknown>
type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> }

/** Version of the partner API described; raised when a call changes in a way clients must know. */
export const PARTNER_API_VERSION = '1.0.0'

/**
 * The OpenAPI 3.1 document of the partner API, built from the zod schemas the routes validate with
 * (zod 4's own JSON Schema output, draft 2020-12, which OpenAPI 3.1 uses as is). Bodies are
 * described as the client sends them (`io: 'input'`), answers as the server writes them.
 */
export function openApiDocument(params: { serverUrl: string; now?: Date }): OpenApiDocument {
  const operations = apiOperations(params.now ?? new Date())
  const paths: OpenApiDocument['paths'] = {}
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: describe(operation) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vegur partner API',
      version: PARTNER_API_VERSION,
      description: [
        'The content, availability, booking and payment calls of Vegur (SPEC §7) for travel partners, apps and other front ends.',
        `Send your key in the \`${API_KEY_HEADER}\` header. A key may make ${DEFAULT_REQUESTS_PER_MINUTE} requests a minute unless agreed otherwise; past that the answer is 429 with Retry-After.`,
        'Every answer is JSON: `{ success: true, data }` or `{ success: false, error: { code, message } }`, the message in the language asked (`ln`, `locale` or Accept-Language).',
      ].join('\n\n'),
    },
    servers: [{ url: params.serverUrl }],
    tags: ['Content', 'Availability', 'Booking', 'Manage', 'Payments'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        partnerKey: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description: `Scopes: ${PARTNER_SCOPES.map((scope) => `\`${scope}\` (${PARTNER_SCOPE_LABELS[scope]})`).join(', ')}.`,
        },
        visitorToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A visitor access token from POST /v2/auth/login (the website and its apps).',
        },
      },
      schemas: { Error: jsonSchema(errorAnswer, 'output') },
    },
  }
}

function describe(operation: ApiOperation): Record<string, unknown> {
  const parameters = [
    ...parametersOf(operation.pathParams, 'path'),
    ...parametersOf(operation.query, 'query'),
    ...(operation.path === '/api/payments' ? [idempotencyHeader()] : []),
  ]
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    'x-partner-scope': operation.scope,
    security: operation.staffOrPartner ? [{ partnerKey: [] }] : [{ partnerKey: [] }, { visitorToken: [] }],
    ...(parameters.length > 0 && { parameters }),
    ...(operation.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } },
    }),
    responses: responsesOf(operation),
  }
}

const REFUSALS: Readonly<Record<number, string>> = {
  400: 'The request is not valid (fields names each field that failed).',
  401: 'No valid key or token (an unknown or revoked key).',
  403: 'The key lacks the scope this call needs.',
  404: 'Not found.',
  409: 'In conflict with the booking as it stands.',
  422: 'Not allowed by the rental rules.',
  429: 'Over the limit; wait as Retry-After says.',
  502: 'A provider behind the call failed.',
  503: 'The service cannot answer right now; try again in a minute.',
}

function responsesOf(operation: ApiOperation): Record<string, unknown> {
  const errors = [400, 401, 403, ...(operation.refusals ?? []), 429, 503].sort((a, b) => a - b)
  return {
    200: { description: 'Done.', content: { 'application/json': { schema: jsonSchema(operation.answer, 'output') } } },
    ...Object.fromEntries(
      errors.map((status) => [
        String(status),
        {
          description: REFUSALS[status] ?? 'Refused.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
    ),
  }
}

function parametersOf(schema: z.ZodObject | undefined, place: 'path' | 'query'): Record<string, unknown>[] {
  if (!schema) return []
  return Object.entries(schema.shape).map(([name, field]) => {
    const described = jsonSchema(field as z.ZodType, 'input')
    const { description, ...rest } = described
    return {
      name,
      in: place,
      required: place === 'path' || !(field as z.ZodType).safeParse(undefined).success,
      ...(typeof description === 'string' && { description }),
      schema: rest,
    }
  })
}

function idempotencyHeader(): Record<string, unknown> {
  return {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'One key per payment, sent again unchanged with each retry (or `idempotencyKey` in the body).',
    schema: { type: 'string', maxLength: 200 },
  }
}

/** zod's JSON Schema of `schema`, without the `$schema` line (the document names its dialect). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema
  return rest
}
