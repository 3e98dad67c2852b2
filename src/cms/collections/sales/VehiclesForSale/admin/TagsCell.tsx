import type { DefaultServerCellComponentProps } from 'payload'

type Tag = { label?: unknown; textColour?: unknown; backgroundColour?: unknown }

const colour = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback)

/** A car's tags in the admin list, in their colours (white on black by default). */
export function TagsCell({ cellData }: DefaultServerCellComponentProps) {
  const tags = Array.isArray(cellData) ? (cellData as Tag[]) : []
  if (tags.length === 0) return <span>—</span>
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {tags.map((tag, at) => (
        <span
          key={at}
          style={{
            color: colour(tag.textColour, '#ffffff'),
            background: colour(tag.backgroundColour, '#000000'),
            borderRadius: 4,
            padding: '0 6px',
            fontSize: 12,
            fontWeight: 600,
          }}
        >
          {typeof tag.label === 'string' ? tag.label : ''}
        </span>
      ))}
    </span>
  )
}
