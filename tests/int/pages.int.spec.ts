import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'About us', path: '/about', _status: 'published', seo: { indexable: true } },
    locale: 'en',
  })
  await payload.update({ collection: 'pages', id: page.id, data: { title: 'Über uns' }, locale: 'de' })
  await payload.create({ collection: 'pages', data: { title: 'Secret draft', path: '/draft', _status: 'draft' } })
})

async function visitorFind(path: string, locale: 'en' | 'de' | 'fr') {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    locale,
    overrideAccess: false,
    draft: false,
  })
  return docs[0]
}

describe('pages', () => {
  it('are localized, with English as the fallback', async () => {
    expect((await visitorFind('/about', 'de'))?.title).toBe('Über uns')
    expect((await visitorFind('/about', 'fr'))?.title).toBe('About us')
  })

  it('hide drafts from visitors', async () => {
    expect(await visitorFind('/draft', 'en')).toBeUndefined()
  })

  it('reject a path with a language prefix or uppercase letters', async () => {
    await expect(payload.create({ collection: 'pages', data: { title: 'x', path: '/de/about' } })).rejects.toThrow(
      /path/i,
    )
    await expect(payload.create({ collection: 'pages', data: { title: 'x', path: '/About' } })).rejects.toThrow(/path/i)
  })

  it('keep paths unique', async () => {
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Again', path: '/about', _status: 'published' } }),
    ).rejects.toThrow()
  })

  it('cannot be changed by visitors', async () => {
    const about = await visitorFind('/about', 'en')
    await expect(
      payload.update({ collection: 'pages', id: about!.id, data: { title: 'Hacked' }, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
