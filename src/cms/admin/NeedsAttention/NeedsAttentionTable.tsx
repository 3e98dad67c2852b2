import Link from 'next/link'

export type AttentionRow = {
  readonly key: string
  readonly booking: { readonly id: number; readonly number: string } | undefined
  readonly what: string
  readonly amount: string
  readonly detail: string
  readonly at: string
}

const cell = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--theme-elevation-150)',
  textAlign: 'left',
} as const

/** One section of the needs-attention view: a table that scrolls sideways on a narrow screen. */
export function NeedsAttentionTable(props: {
  title: string
  empty: string
  rows: readonly AttentionRow[]
  testId: string
}) {
  return (
    <section style={{ marginTop: '2rem' }} data-testid={`needs-attention-${props.testId}`}>
      <h2 style={{ fontSize: '1.25rem' }}>
        {props.title} ({props.rows.length})
      </h2>
      {props.rows.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', minWidth: '40rem', width: '100%' }}>
            <thead>
              <tr>
                <th style={cell}>Booking</th>
                <th style={cell}>What</th>
                <th style={cell}>Amount</th>
                <th style={cell}>Last error</th>
                <th style={cell}>Since</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.key}>
                  <td style={cell}>
                    {row.booking ? (
                      <Link href={`/admin/collections/bookings/${row.booking.id}`}>{row.booking.number}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td style={cell}>{row.what}</td>
                  <td style={cell}>{row.amount}</td>
                  <td style={cell}>{row.detail}</td>
                  <td style={cell}>{new Date(row.at).toISOString().slice(0, 16).replace('T', ' ')} UTC</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
