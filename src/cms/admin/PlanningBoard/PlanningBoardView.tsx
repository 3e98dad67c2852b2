import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { DESK_ROLES, hasRole } from '../../access/roles'
import { boardWindow, dayOf, dayStart, shiftDay } from '../../../domain/fleet/planning-board'
import { DeskTemplate, isDeskUser } from '../BookingsConsole/desk-template'
import { boardChoices, loadBoard, loadDay } from './board-data'
import { BOARD_PATH, boardHref, boardParamsSchema } from './board-params'
import { BOARD_CSS } from './board-styles'
import { BlockDialog } from './BlockDialog'
import { BoardGrid } from './BoardGrid'
import { DayView } from './DayView'

/**
 * The planning board (issue 32): per office and class, units as rows and 14 days as columns,
 * bookings as bars (one-way rentals marked), blocks hatched. A booking goes on a unit, or moves to
 * another, through the bookings module, from its bar's dialog (keyboard) or by dragging the bar onto
 * another unit's row (mouse, touch); a clash is refused with the reason. "Block a unit" takes a unit
 * out for maintenance, cleaning or turnaround. Below, the day's departures and returns at the
 * office. A plain GET form picks the office, class and first day, so the address keeps the view.
 */
export async function PlanningBoardView(props: AdminViewServerProps) {
  if (!isDeskUser(props)) return <DeskTemplate {...props}>{null}</DeskTemplate>
  const { payload, user } = props.initPageResult.req
  const params = boardParamsSchema.parse(props.searchParams ?? {})
  const now = currentTime()
  const today = dayOf(now)
  const choices = await boardChoices(payload)
  const office = choices.offices.find((candidate) => candidate.id === params.office) ?? choices.offices[0]
  const category = choices.categories.find((candidate) => candidate.id === params.category) ?? choices.categories[0]
  if (!office || !category) {
    return (
      <DeskTemplate {...props}>
        <h1>Planning board</h1>
        <p>Add an office and a car category first.</p>
      </DeskTemplate>
    )
  }
  const window = boardWindow(params.from, now)
  const from = window.days[0] ?? today
  const day = params.day && dayStart(params.day) !== undefined ? params.day : from
  const [board, dayBookings] = await Promise.all([
    loadBoard({ payload, officeId: office.id, categoryId: category.id, window, choices }),
    loadDay({ payload, officeId: office.id, dayStartsAt: dayStart(day) ?? window.startsAt, choices }),
  ])
  const canAssign = hasRole(user, ...DESK_ROLES)
  const link = (first: string) => boardHref({ office: office.id, category: category.id, from: first })
  return (
    <DeskTemplate {...props}>
      <style>{BOARD_CSS}</style>
      <h1>Planning board</h1>
      <form className="desk-form" method="get" action={BOARD_PATH} aria-label="Choose the board">
        <label>
          Office
          <select name="office" defaultValue={office.id}>
            {choices.offices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Class
          <select name="category" defaultValue={category.id}>
            {choices.categories.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={from} required />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }}>
          Show
        </button>
      </form>
      <nav className="board-nav" aria-label="Days shown">
        <Link href={link(shiftDay(from, -7))}>Previous week</Link>
        <Link href={link(today)} aria-current={from === today ? 'page' : undefined}>
          Today
        </Link>
        <Link href={link(shiftDay(from, 7))}>Next week</Link>
        {canAssign && board.units.length > 0 ? (
          <BlockDialog units={board.units} day={from < today ? today : from} />
        ) : null}
        <Link href="/admin/collections/unit-blocks">All blocks</Link>
      </nav>
      <h2 style={{ fontSize: '1.25rem', marginTop: '1rem' }}>
        {category.name} at {office.name}, {from} to {window.days[window.days.length - 1]}
      </h2>
      <ul className="board-legend" aria-label="Legend">
        <li>
          <span className="board-bar--booking" /> Booking
        </li>
        <li>
          <span className="board-bar--requested" /> Request
        </li>
        <li>
          <span className="board-bar--arrives" /> ⇢ One-way arrival
        </li>
        <li>
          <span className="board-bar--block" /> Block (maintenance, cleaning, turnaround)
        </li>
      </ul>
      {board.units.length === 0 ? <p>No units of this class at this office.</p> : null}
      <BoardGrid
        window={window}
        today={today}
        units={board.units}
        bookings={board.bookings}
        blocks={board.blocks}
        canAssign={canAssign}
      />
      <form className="desk-form" method="get" action={BOARD_PATH} aria-label="Choose the day">
        <input type="hidden" name="office" value={office.id} />
        <input type="hidden" name="category" value={category.id} />
        <input type="hidden" name="from" value={from} />
        <label>
          Departures and returns on
          <input type="date" name="day" defaultValue={day} required />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }}>
          Show the day
        </button>
      </form>
      <DayView day={day} officeId={office.id} officeName={office.name} bookings={dayBookings} />
    </DeskTemplate>
  )
}

/** The time the page is drawn at (the board's "today"). */
function currentTime(): number {
  return Date.now()
}
