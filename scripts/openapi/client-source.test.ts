import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { compileErrors, validate } from '@readme/openapi-parser'
import { describe, expect, it } from 'vitest'

import { clientDocument, clientTypesSource, CLIENT_TYPES_PATH } from './client-source'

describe('the partner API OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = clientDocument()
    expect(document.openapi).toBe('3.1.0')
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0])
    expect(result.valid ? '' : compileErrors(result)).toBe('')
    expect(result.specification).toBe('OpenAPI')
    // The validator does refuse a broken one (a path parameter the path does not have).
    const broken = structuredClone(document)
    const put = broken.paths['/v1/reservations/{number}/payment']?.put as { parameters: { name: string }[] }
    put.parameters = [...put.parameters, { ...put.parameters[0], name: 'missing' } as { name: string }]
    expect((await validate(broken as Parameters<typeof validate>[0])).valid).toBe(false)
  })

  it('describes every partner call with its scope and the body schema its route validates with', () => {
    const { paths } = clientDocument()
    const create = paths['/api/renteon-booking-create']?.post as {
      'x-partner-scope': string
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }
    }
    expect(create['x-partner-scope']).toBe('book')
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['CarCategoryId', 'OfficeOutId', 'DateOut', 'DateIn', 'Currency']),
    )
    const payment = paths['/v1/reservations/{number}/payment']?.put as {
      security: unknown[]
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } }
    }
    expect(payment.security).toEqual([{ partnerKey: [] }])
    expect(payment.requestBody.content['application/json'].schema.required).toContain('transactionId')
    expect(Object.keys(paths).sort()).toEqual(partnerRoutesOnDisk())
  })

  it('has its typed client committed as generated (npm run generate:partner-client)', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await clientTypesSource())
  })
})

/** Every route under src/app that a partner key may call (its handler names a scope), as an OpenAPI path. */
function partnerRoutesOnDisk(): string[] {
  const root = join(process.cwd(), 'src/app')
  const routes = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('route.ts'))
    .filter((file) => /scope: '[a-z]+'/.test(readFileSync(join(root, file), 'utf8')))
  return routes
    .map((file) =>
      `/${relative('.', file)}`
        .replace(/\/route\.ts$/, '')
        .replace(/\/\([^)]+\)/g, '')
        .replace(/\[{1,2}(?:\.\.\.)?([A-Za-z]+)\]{1,2}/g, '{$1}'),
    )
    .sort()
}
