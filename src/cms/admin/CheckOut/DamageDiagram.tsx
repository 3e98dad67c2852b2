'use client'

import {
  DAMAGE_ZONE_LABELS,
  DAMAGE_ZONE_SHAPES,
  DAMAGE_ZONES,
  type DamageZone,
} from '../../../domain/bookings/damage-zones'

/** Zones shown as buttons beside the drawing (no shape of their own on it). */
const ZONES_BESIDE = DAMAGE_ZONES.filter((zone) => DAMAGE_ZONE_SHAPES[zone] === undefined)

/**
 * A car seen from above, front at the top, its zones buttons (Enter or Space picks a focused zone,
 * as a click or tap does): picking one adds a damage note for it. Zones that already have a note
 * are tinted. The wheels, the interior and damage elsewhere are buttons beside it.
 */
export function DamageDiagram(props: {
  marked: ReadonlySet<DamageZone>
  disabled: boolean
  onPick: (zone: DamageZone | undefined) => void
}) {
  const { marked, disabled, onPick } = props
  return (
    <div className="co-diagram">
      <svg
        viewBox="0 0 200 390"
        role="group"
        aria-label="Car seen from above, front at the top: pick a zone to add damage"
      >
        <path
          d="M45 12 Q100 -2 155 12 L160 40 L190 60 L190 330 L160 350 L155 378 Q100 392 45 378 L40 350 L10 330 L10 60 L40 40 Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        />
        {DAMAGE_ZONES.map((zone) => {
          const shape = DAMAGE_ZONE_SHAPES[zone]
          if (!shape) return null
          const label = DAMAGE_ZONE_LABELS[zone]
          const isSide = shape.width < 40
          return (
            <g key={zone}>
              <rect
                {...shape}
                rx="4"
                className={`co-zone${marked.has(zone) ? ' co-zone--marked' : ''}`}
                role="button"
                tabIndex={disabled ? -1 : 0}
                aria-label={`${label}${marked.has(zone) ? ' (damage noted)' : ''}: add damage`}
                aria-disabled={disabled || undefined}
                data-zone={zone}
                onClick={() => !disabled && onPick(zone)}
                onKeyDown={(event) => {
                  if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return
                  event.preventDefault()
                  onPick(zone)
                }}
              />
              <text
                className="co-zone-label"
                x={shape.x + shape.width / 2}
                y={shape.y + shape.height / 2}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={
                  isSide ? `rotate(-90 ${shape.x + shape.width / 2} ${shape.y + shape.height / 2})` : undefined
                }
                aria-hidden="true"
              >
                {label}
              </text>
            </g>
          )
        })}
      </svg>
      <div className="co-zone-buttons">
        {ZONES_BESIDE.map((zone) => (
          <button
            key={zone}
            type="button"
            className="btn btn--style-secondary btn--size-medium co-btn"
            disabled={disabled}
            data-zone={zone}
            onClick={() => onPick(zone)}
          >
            {DAMAGE_ZONE_LABELS[zone]}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium co-btn"
          disabled={disabled}
          onClick={() => onPick(undefined)}
        >
          Other damage
        </button>
      </div>
    </div>
  )
}
