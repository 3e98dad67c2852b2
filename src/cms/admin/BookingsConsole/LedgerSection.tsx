import type { DeskLedgerLine, DeskLedgerSummary } from '../../../domain/bookings/desk-ledger'

/** The booking's money: what it costs, what was paid, held and owed, and every line behind it. */
export function LedgerSection({
  ledger,
}: {
  ledger: { readonly lines: readonly (DeskLedgerLine & { when: string })[]; readonly summary: DeskLedgerSummary }
}) {
  const { summary } = ledger
  return (
    <section className="desk-section" aria-labelledby="ledger-heading" data-testid="booking-ledger">
      <h2 id="ledger-heading">Ledger</h2>
      <div className="desk-grid">
        <dl>
          <dt>Total</dt>
          <dd>
            {summary.total} <small>({summary.totalIsk})</small>
          </dd>
          <dt>Paid</dt>
          <dd data-testid="ledger-paid">
            {summary.paid} <small>({summary.paidIsk})</small>
          </dd>
          {summary.laterIsk ? (
            <>
              <dt>Later tolls and fines</dt>
              <dd data-testid="ledger-later">{summary.laterIsk}</dd>
            </>
          ) : null}
          <dt>Owed</dt>
          <dd data-testid="ledger-due">
            {summary.laterIsk ? (
              <>
                {summary.dueIsk} <small>(tolls and fines included; the rental: {summary.due})</small>
              </>
            ) : (
              <>
                {summary.due} <small>({summary.dueIsk})</small>
              </>
            )}
          </dd>
          <dt>Held on card</dt>
          <dd>{summary.heldIsk}</dd>
        </dl>
        {summary.rate ? <p style={{ margin: 0 }}>{summary.rate}; cards are charged in ISK.</p> : null}
      </div>
      {ledger.lines.length === 0 ? (
        <p>No payment recorded.</p>
      ) : (
        <table className="desk-table" style={{ marginTop: '1rem' }}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Status</th>
              <th scope="col">Reference</th>
              <th scope="col" className="num">
                ISK
              </th>
              <th scope="col" className="num">
                Booking currency
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.lines.map((line, index) => (
              <tr key={index}>
                <td data-label="When">{line.when}</td>
                <td data-label="What">{line.what}</td>
                <td data-label="Status">{line.status}</td>
                <td data-label="Reference">{line.reference}</td>
                <td data-label="ISK" className="num">
                  {line.amount}
                </td>
                <td data-label="Booking currency" className="num">
                  {line.inBookingCurrency}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
