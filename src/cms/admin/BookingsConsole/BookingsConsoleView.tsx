import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import {
  CONSOLE_FILTER_LABELS,
  CONSOLE_FILTERS,
  consoleParamsSchema,
  type ConsoleParams,
} from '../../../domain/bookings/console-filters'
import { CONSOLE_LIMIT, findConsoleBookings } from './console-query'
import { ConsoleTable } from './ConsoleTable'
import { DeskTemplate, isDeskUser } from './desk-template'

const CONSOLE_PATH = '/admin/bookings-console'

/**
 * The bookings console (issue 29): a rental agent finds a booking by the customer's name in any
 * spelling, e-mail, phone, voucher, booking number or plate, or opens a saved filter (today's
 * pickups and returns per office, night pickups, requests, unpaid pay-now, needs attention). A
 * plain GET form: the address keeps the search, so it can be reloaded, shared and bookmarked.
 */
export async function BookingsConsoleView(props: AdminViewServerProps) {
  if (!isDeskUser(props)) return <DeskTemplate {...props}>{null}</DeskTemplate>
  const { payload } = props.initPageResult.req
  const params = consoleParamsSchema.parse(props.searchParams ?? {})
  const [{ rows, hasMore }, offices] = await Promise.all([
    findConsoleBookings(payload, {
      query: params.q,
      filter: params.filter,
      officeId: params.office,
      now: new Date(),
    }),
    payload.find({ collection: 'offices', sort: 'sortOrder', limit: 100, depth: 0, select: { name: true } }),
  ])
  const heading = params.filter ? CONSOLE_FILTER_LABELS[params.filter] : params.q ? 'Search' : 'Latest bookings'
  return (
    <DeskTemplate {...props}>
      <h1>Bookings console</h1>
      <form className="desk-form" method="get" action={CONSOLE_PATH} role="search">
        <label>
          Find a booking
          <input
            type="search"
            name="q"
            defaultValue={params.q}
            placeholder="Name, e-mail, phone, voucher, number or plate"
            autoComplete="off"
          />
        </label>
        <label>
          Office
          <select name="office" defaultValue={params.office ?? ''}>
            <option value="">All offices</option>
            {offices.docs.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </select>
        </label>
        {params.filter ? <input type="hidden" name="filter" value={params.filter} /> : null}
        <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }}>
          Search
        </button>
      </form>
      <nav aria-label="Saved filters">
        <ul className="desk-filters">
          <li>
            <Link
              href={consoleHref({ ...params, filter: undefined })}
              aria-current={params.filter ? undefined : 'page'}
            >
              All
            </Link>
          </li>
          {CONSOLE_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                href={consoleHref({ ...params, filter })}
                aria-current={params.filter === filter ? 'page' : undefined}
              >
                {CONSOLE_FILTER_LABELS[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="console-heading">
        <h2 id="console-heading" style={{ fontSize: '1.25rem' }}>
          {heading} ({rows.length}
          {hasMore ? `, the first ${CONSOLE_LIMIT}` : ''})
        </h2>
        {rows.length === 0 ? <p>No booking matches.</p> : <ConsoleTable rows={rows} />}
      </section>
    </DeskTemplate>
  )
}

function consoleHref(params: ConsoleParams): string {
  const query = new URLSearchParams()
  if (params.q) query.set('q', params.q)
  if (params.filter) query.set('filter', params.filter)
  if (params.office) query.set('office', String(params.office))
  const text = query.toString()
  return text ? `${CONSOLE_PATH}?${text}` : CONSOLE_PATH
}
