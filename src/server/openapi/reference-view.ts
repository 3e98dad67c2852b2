import 'server-only'

import type { PartnerScope } from '@/domain/partners/partner-keys'

import { openApiDocument } from './document'

/** One field of a call's parameters or body, as the reference page lists it. */
export type ReferenceField = {
  readonly name: string
  readonly place: 'path' | 'query' | 'header' | 'body'
  readonly type: string
  readonly isRequired: boolean
  readonly description: string | undefined
}

export type ReferenceOperation = {
  readonly id: string
  readonly method: string
  readonly path: string
  readonly summary: string
  readonly description: string | undefined
  readonly scope: PartnerScope
  readonly isStaffOrPartnerOnly: boolean
  readonly fields: readonly ReferenceField[]
  readonly statuses: readonly string[]
}

export type ReferenceView = {
  readonly title: string
  readonly version: string
  readonly groups: readonly { readonly tag: string; readonly operations: readonly ReferenceOperation[] }[]
}

type Schema = {
  type?: string | string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  description?: string
  format?: string
}

type Operation = {
  operationId: string
  tags: string[]
  summary: string
  description?: string
  'x-partner-scope': PartnerScope
  security: Record<string, unknown>[]
  parameters?: { name: string; in: ReferenceField['place']; required: boolean; description?: string; schema: Schema }[]
  requestBody?: { content: { 'application/json': { schema: Schema } } }
  responses: Record<string, unknown>
}

/** The OpenAPI document as the partner reference page shows it: calls by group, their fields and answers. */
export function referenceView(serverUrl: string): ReferenceView {
  const document = openApiDocument({ serverUrl })
  const info = document.info as { title: string; version: string }
  const tags = (document.tags as { name: string }[]).map((tag) => tag.name)
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, value]) => operationView(path, method, value as Operation)),
  )
  return {
    title: info.title,
    version: info.version,
    groups: tags.map((tag) => ({ tag, operations: operations.filter((operation) => operation.tag === tag) })),
  }
}

function operationView(path: string, method: string, operation: Operation): ReferenceOperation & { tag: string } {
  const parameters: ReferenceField[] = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    place: parameter.in,
    type: typeOf(parameter.schema),
    isRequired: parameter.required,
    description: parameter.description,
  }))
  const body = operation.requestBody?.content['application/json'].schema
  const bodyFields: ReferenceField[] = Object.entries(bodyProperties(body)).map(([name, schema]) => ({
    name,
    place: 'body',
    type: typeOf(schema),
    isRequired: bodyRequired(body).includes(name),
    description: schema.description,
  }))
  return {
    id: operation.operationId,
    tag: operation.tags[0] ?? '',
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    description: operation.description,
    scope: operation['x-partner-scope'],
    isStaffOrPartnerOnly: operation.security.every((entry) => !('visitorToken' in entry)),
    fields: [...parameters, ...bodyFields],
    statuses: Object.keys(operation.responses),
  }
}

/** A body's fields; for a choice of bodies (calculate), those of every choice. */
function bodyProperties(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {}
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return Object.assign({}, ...choices.map(bodyProperties)) as Record<string, Schema>
  return schema.properties ?? {}
}

function bodyRequired(schema: Schema | undefined): string[] {
  if (!schema) return []
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) {
    const lists = choices.map(bodyRequired)
    return (lists[0] ?? []).filter((name) => lists.every((list) => list.includes(name)))
  }
  return schema.required ?? []
}

/** A short name of a JSON schema's type: `string`, `integer | string`, `array of object`, `"EUR" | "ISK"`. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any'
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return [...new Set(choices.map(typeOf))].join(' | ')
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  return schema.type ?? 'any'
}
