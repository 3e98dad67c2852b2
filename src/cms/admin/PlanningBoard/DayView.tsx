import { dayMovements } from '../../../domain/fleet/planning-board'
import { officeTime } from '../../../domain/fleet/unit-schedule'
import type { BoardBooking } from './board-types'

/** One day at the office: every class's departures and returns, in time order, with their units. */
export function DayView(props: {
  day: string
  officeId: number
  officeName: string
  bookings: readonly BoardBooking[]
}) {
  const moves = dayMovements(props.bookings, props.officeId, props.day)
  const departures = moves.filter((move) => move.kind === 'departure')
  const returns = moves.filter((move) => move.kind === 'return')
  const list = (items: typeof moves, empty: string) =>
    items.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <ol>
        {items.map(({ at, item, kind }) => (
          <li key={`${kind}-${String(item.id)}`}>
            <time dateTime={new Date(at).toISOString()}>{officeTime(at).slice(11)}</time>
            <span>
              <a href={`/admin/bookings-console/${String(item.id)}`}>{item.number}</a> {item.customer}
              {kind === 'return' ? (
                <>
                  {' '}
                  <a href={`/admin/check-in/${String(item.id)}`}>Check in {item.number}</a>
                </>
              ) : null}
              <small>
                {item.categoryName} · {item.unitRegistration ?? 'no unit yet'}
                {item.movement === 'departs' && kind === 'departure' ? ` · one-way to ${item.otherOffice ?? '?'}` : ''}
                {item.movement === 'arrives' && kind === 'return' ? ` · one-way from ${item.otherOffice ?? '?'}` : ''}
              </small>
            </span>
          </li>
        ))}
      </ol>
    )
  return (
    <section className="board-day-view" aria-labelledby="board-day-heading">
      <h2 id="board-day-heading">
        {props.officeName} on {props.day}: {departures.length} out, {returns.length} back
      </h2>
      <div className="board-moves">
        <div>
          <h3>Departures</h3>
          {list(departures, 'No departures.')}
        </div>
        <div>
          <h3>Returns</h3>
          {list(returns, 'No returns.')}
        </div>
      </div>
    </section>
  )
}
