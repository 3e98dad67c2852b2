import Link from 'next/link'

import type { ConsoleRow } from './console-row'

/** The bookings found: each links to its booking page. */
export function ConsoleTable({ rows }: { rows: readonly ConsoleRow[] }) {
  return (
    <table className="desk-table" data-testid="console-results">
      <thead>
        <tr>
          <th scope="col">Booking</th>
          <th scope="col">Customer</th>
          <th scope="col">Pickup</th>
          <th scope="col">Return</th>
          <th scope="col">Car</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">
            Total / paid
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="console-row">
            <td data-label="Booking">
              <span>
                <Link href={`/admin/bookings-console/${row.id}`}>{row.number}</Link>
                <small>Voucher {row.voucherNumber}</small>
              </span>
            </td>
            <td data-label="Customer">
              <span>
                {row.customer}
                {row.contact ? <small>{row.contact}</small> : null}
              </span>
            </td>
            <td data-label="Pickup">
              <span>
                {row.pickup}
                <small>{row.pickupOffice}</small>
              </span>
            </td>
            <td data-label="Return">
              <span>
                {row.return}
                <small>{row.returnOffice}</small>
              </span>
            </td>
            <td data-label="Car">{row.car || '—'}</td>
            <td data-label="Status">
              <span className="desk-status">{row.status}</span>
            </td>
            <td data-label="Total / paid" className="num">
              <span>
                {row.total}
                <small>paid {row.paid}</small>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
