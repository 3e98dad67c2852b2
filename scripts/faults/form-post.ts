/**
 * A page's form submitted as a browser without JavaScript submits it: the page is fetched, the form
 * found by one of its field names, its fields (server action ids included) posted back with the
 * visitor's cookies. Cookies the answers set are kept in the visitor's jar.
 */
import { send, type Answer, type Target } from './http'

export type CookieJar = Map<string, string>

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

export function cookieHeader(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

function keepCookies(jar: CookieJar, headers: Headers): void {
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? ''
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const name = pair.slice(0, at)
    const value = pair.slice(at + 1)
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
    else jar.set(name, value)
  }
}

/** The inputs of the first form on the page that has a field called `fieldName`; undefined when none. */
function formFields(html: string, fieldName: string): [string, string][] | undefined {
  for (const form of html.match(/<form[\s\S]*?<\/form>/g) ?? []) {
    const fields = (form.match(/<input[^>]*>/g) ?? []).flatMap((tag): [string, string][] => {
      const name = attribute(tag, 'name')
      return name === undefined ? [] : [[name, attribute(tag, 'value') ?? '']]
    })
    if (fields.some(([name]) => name === fieldName)) return fields
  }
  return undefined
}

export type FormOutcome =
  | { readonly kind: 'posted'; readonly answer: Answer<unknown>; readonly location: string }
  /** The page did not answer 200, or had no such form. */
  | { readonly kind: 'no-form'; readonly answer: Answer<unknown> }

export async function submitForm(params: {
  target: Target
  label: string
  path: string
  fieldName: string
  values: Record<string, string>
  visitorIp: string
  jar: CookieJar
}): Promise<FormOutcome> {
  const { target, jar } = params
  const page = await send({
    target,
    label: `${params.label} page`,
    path: params.path,
    visitorIp: params.visitorIp,
    headers: { cookie: cookieHeader(jar) },
  })
  keepCookies(jar, page.headers)
  const fields = page.status === 200 ? formFields(page.text, params.fieldName) : undefined
  if (!fields) return { kind: 'no-form', answer: page }
  const body = new FormData()
  for (const [name, value] of fields) if (!(name in params.values)) body.append(name, value)
  for (const [name, value] of Object.entries(params.values)) body.append(name, value)
  const answer = await send({
    target,
    label: params.label,
    path: params.path,
    visitorIp: params.visitorIp,
    form: body,
    headers: { origin: target.origin, cookie: cookieHeader(jar) },
  })
  keepCookies(jar, answer.headers)
  const location = answer.headers.get('location') ?? answer.headers.get('x-action-redirect') ?? ''
  return { kind: 'posted', answer, location }
}
