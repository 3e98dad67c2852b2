// Finding 9: the origin check trusted `X-Forwarded-Host` from the client even with
// TRUSTED_PROXY_HOPS=0 (the default): a cross-site post passed by naming its own site there.
import { describe, expect, it } from 'vitest'

import { send } from './support/client'
import { carsForSale, personFilling } from './support/forms'

const FOREIGN = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }

describe('the origin check without trusted proxies', () => {
  it('refuses a cross-site sales form that names its own host in X-Forwarded-Host', async () => {
    const [carId] = await carsForSale()
    const person = await personFilling('127.0.9.1')
    const answer = await send({
      method: 'POST',
      path: '/v1/car/watch',
      headers: { ...person.headers, ...FOREIGN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ car_id: String(carId), email: 'x@example.is', ...person.fields }).toString(),
      from: '127.0.9.1',
    })
    expect(answer.status).toBe(403)
  })

  it('refuses a cross-site post to a page that names its own host in X-Forwarded-Host', async () => {
    const answer = await send({
      method: 'POST',
      path: '/manage-my-booking',
      headers: { ...FOREIGN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'voucherNumber=x&lastName=y',
      from: '127.0.9.2',
    })
    expect(answer.status).toBe(403)
  })

  it('refuses a cross-site CMS form that names its own host in X-Forwarded-Host', async () => {
    const answer = await send({
      method: 'POST',
      path: '/v1/company/contact?sid=1&ln=en',
      headers: { ...FOREIGN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
      from: '127.0.9.3',
    })
    expect(answer.status).toBe(403)
  })
})
