/** The booking flow's 'Book now' form, posted without JavaScript as a browser would. */
import type { ServerAddress } from './servers'

export type Search = Record<string, string>

const SEARCH: Search = {
  puLocation: 'brimb1',
  doLocation: 'brimb1',
  puDate: '2027-11-02',
  pickup_time: '10:00',
  doDate: '2027-11-05',
  return_time: '10:00',
  driverAge: '30',
  currency: 'EUR',
}
export const FLOW_DATES = { DateTimeOut: '2027-11-02T10:00', DateTimeIn: '2027-11-05T10:00' }

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return match?.[1] === undefined ? undefined : decode(match[1])
}

/** The booking search for other dates: pickup and return at 10:00 on these days (YYYY-MM-DD). */
export function searchFor(puDate: string, doDate: string): Search {
  return { ...SEARCH, puDate, doDate }
}

/** The results page a visitor gets for `search` (the kept search, ADR 009). */
export async function resultsPage(server: ServerAddress, visitorIp: string, search: Search = SEARCH): Promise<string> {
  const url = `${server.origin}/booking?${new URLSearchParams(search)}`
  return (await fetch(url, { headers: { 'x-forwarded-for': visitorIp } })).text()
}

/** The hidden fields of a 'Book now' form in `html` for a car category, if the results offer it. */
export function bookNowFieldsIn(html: string, categoryId: number): [string, string][] | undefined {
  for (const form of html.match(/<form[\s\S]*?<\/form>/g) ?? []) {
    const fields = (form.match(/<input[^>]*>/g) ?? []).flatMap((tag): [string, string][] => {
      const name = attribute(tag, 'name')
      return name === undefined ? [] : [[name, attribute(tag, 'value') ?? '']]
    })
    const query = fields.find(([name]) => name === 'query')?.[1] ?? ''
    if (new URLSearchParams(query).get('apiKey') === String(categoryId)) return fields
  }
  return undefined
}

/** The hidden fields of the results page's 'Book now' form for a car category. */
async function bookNowFields(
  server: ServerAddress,
  categoryId: number,
  visitorIp: string,
  search: Search,
): Promise<[string, string][]> {
  const fields = bookNowFieldsIn(await resultsPage(server, visitorIp, search), categoryId)
  if (fields) return fields
  throw new Error(`${server.name}: no 'Book now' form for category ${categoryId} in the results`)
}

/** Presses 'Book now' on `server`; answers the flow cookie (to send again) and where it led. */
export async function bookNow(params: {
  server: ServerAddress
  categoryId: number
  visitorIp: string
  cookie?: string
  search?: Search
}): Promise<{ cookie: string; location: string }> {
  const { server } = params
  const search = params.search ?? SEARCH
  const fields = await bookNowFields(server, params.categoryId, params.visitorIp, search)
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  const response = await fetch(`${server.origin}/booking?${new URLSearchParams(search)}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: {
      origin: server.origin,
      'x-forwarded-for': params.visitorIp,
      ...(params.cookie && { cookie: params.cookie }),
    },
  })
  const setCookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '')
  const cookie = setCookies.find((pair) => pair.startsWith('vegur_booking=')) ?? params.cookie ?? ''
  const location = response.headers.get('location') ?? response.headers.get('x-action-redirect') ?? ''
  if (response.status >= 400) throw new Error(`${server.name}: Book now answered ${response.status}`)
  return { cookie, location }
}
