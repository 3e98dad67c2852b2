import Link from 'next/link'

/** The navigation's link to the planning board, after the collections. */
export function PlanningBoardLink() {
  return (
    <Link className="nav__link" href="/admin/planning-board" id="nav-planning-board">
      <span className="nav__link-label">Planning board</span>
    </Link>
  )
}
