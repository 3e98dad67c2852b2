// Finding 4: the price watch mailed any address on every request (8 confirmation mails to one
// stranger in 3 s; the only cap was 10 sale forms an hour per sender), and the confirmation was a
// GET link, so mail scanners confirmed watches without the person.
import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { asAdmin } from './support/admin'
import { jsonOf, send } from './support/client'
import { carsForSale, personFilling } from './support/forms'

type OutboxDoc = { to: string; kind: string; filePath: string }

async function mailsTo(email: string): Promise<OutboxDoc[]> {
  const answer = await asAdmin({
    path: `/api/outbox-messages?limit=100&depth=0&where[to][equals]=${encodeURIComponent(email)}`,
  })
  return jsonOf<{ docs?: OutboxDoc[] }>(answer)?.docs ?? []
}

async function watchOf(email: string): Promise<{ status: string }[]> {
  const answer = await asAdmin({ path: `/api/price-watches?depth=0&where[email][equals]=${encodeURIComponent(email)}` })
  return jsonOf<{ docs?: { status: string }[] }>(answer)?.docs ?? []
}

async function askToWatch(params: { carId: number; email: string; from: string }) {
  const person = await personFilling(params.from)
  return send({
    method: 'POST',
    path: '/v1/car/watch',
    headers: { ...person.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      car_id: String(params.carId),
      email: params.email,
      locale: 'en',
      ...person.fields,
    }).toString(),
    from: params.from,
  })
}

/** The confirmation link in a mail as stored in the outbox (quoted-printable undone). */
async function confirmationLink(mail: OutboxDoc): Promise<URL> {
  const raw = (await readFile(mail.filePath, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const link = /https?:\/\/[^\s"<>]+\/v1\/car\/watch\/confirm\?token=[A-Za-z0-9_-]+/.exec(raw)?.[0]
  if (!link) throw new Error('no confirmation link in the mail')
  return new URL(link)
}

describe('the price watch', () => {
  it('mails one address at most one confirmation a day, however often it is asked', async () => {
    const email = 'stranger@example.is'
    const cars = await carsForSale()
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        askToWatch({ carId: cars[index % cars.length] ?? 0, email, from: `127.0.4.${index + 1}` }),
      ),
    )
    // The answer never tells whether a mail went out.
    for (const answer of answers) expect(answer.status, answer.body.toString()).toBe(200)
    expect((await mailsTo(email)).length).toBe(1)
  })

  it('confirms a watch only by the button on the landing page, not by opening the link', async () => {
    const email = 'watcher@example.is'
    const [carId] = await carsForSale()
    expect((await askToWatch({ carId: carId ?? 0, email, from: '127.0.4.20' })).status).toBe(200)
    const [mail] = await mailsTo(email)
    if (!mail) throw new Error('no confirmation mail')
    const link = await confirmationLink(mail)
    // What a mail scanner does: open the link (twice, as some do).
    for (let scan = 0; scan < 2; scan++) {
      const landing = await send({ path: `${link.pathname}${link.search}`, from: '127.0.4.21' })
      expect(landing.status).toBe(200)
      expect(landing.headers['content-type']).toMatch(/text\/html/)
      expect(landing.body.toString()).toMatch(/<form[^>]+method="post"/i)
    }
    expect((await watchOf(email)).map((watch) => watch.status)).toEqual(['pending'])
    // The person presses the button.
    const token = link.searchParams.get('token') ?? ''
    const confirmed = await send({
      method: 'POST',
      path: '/v1/car/watch/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(link).origin },
      body: new URLSearchParams({ token }).toString(),
      from: '127.0.4.21',
    })
    expect(confirmed.status).toBe(303)
    expect((await watchOf(email)).map((watch) => watch.status)).toEqual(['active'])
  })
})
