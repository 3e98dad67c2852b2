import Link from 'next/link'

/** The navigation's link to the bookings console, after the collections. */
export function BookingsConsoleLink() {
  return (
    <Link className="nav__link" href="/admin/bookings-console" id="nav-bookings-console">
      <span className="nav__link-label">Bookings console</span>
    </Link>
  )
}
