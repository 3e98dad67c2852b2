/**
 * No look-up lock left by a success: after the stalls, every confirmed booking of the run is opened
 * with its voucher number and last name, from the address its visitor used, on either server. A
 * refusal (429) means failures counted while Redis stalled, or by a killed request, were never given back.
 */
import type { Cluster } from './cluster'
import type { Snapshot } from './db-reader'
import { testBookings } from './tally'
import type { Verdict } from './verdict'
import { newVisitor, openBooking } from './visitor-api'

export async function noLookupLocks(cluster: Cluster, snapshot: Snapshot): Promise<Verdict> {
  const confirmed = testBookings().filter((booking) => snapshot.bookings.get(booking.id)?.status === 'confirmed')
  const refused: string[] = []
  const other: string[] = []
  for (const [n, booking] of confirmed.entries()) {
    const status = await openBooking({
      visitor: newVisitor(booking.visitorIp),
      target: cluster.target(n % 2 === 0 ? 'A' : 'B'),
      voucherNumber: booking.voucherNumber,
      lastName: booking.lastName,
      label: 'open after the stalls',
    })
    if (status === 429) refused.push(`booking ${booking.id} (${booking.scenario}) from ${booking.visitorIp}: 429`)
    else if (status !== 200) other.push(`booking ${booking.id} (${booking.scenario}): ${status}`)
  }
  return {
    key: 'no-lookup-locks',
    name: 'no look-up lock left by a success (the right voucher and last name open the booking)',
    isHeld: refused.length === 0 && other.length === 0 && confirmed.length > 0,
    figures: `confirmed bookings opened ${confirmed.length}, refused 429 ${refused.length}, other answers ${other.length}`,
    examples: [...refused.slice(0, 6), ...other.slice(0, 6)],
  }
}
