'use client'

import { MAX_DRIVERS } from '../../../domain/validation/driver'
import type { DeskDriver } from './change-options'

type Field = {
  readonly key: 'firstName' | 'lastName' | 'licenseNumber' | 'expiry'
  readonly label: string
  readonly maxLength?: number
  readonly type?: 'date'
}

/** What staff see and correct of a driver, as on the licence. */
const FIELDS: readonly Field[] = [
  { key: 'firstName', label: 'First name', maxLength: 50 },
  { key: 'lastName', label: 'Last name', maxLength: 50 },
  { key: 'licenseNumber', label: 'Licence number', maxLength: 30 },
  { key: 'expiry', label: 'Licence expiry (empty: none)', type: 'date' },
]

const BLANK: DeskDriver = { firstName: '', lastName: '', licenseNumber: '', expiry: null, isAdditional: true }

/**
 * The drivers part of the desk's change form: the main driver first, then the additional ones, each
 * with the name and licence as on the card; staff add a driver at the counter or remove one. The
 * change is priced with the rest (an additional driver may cost a fee) and saved through the
 * bookings module like any other change. No field is required in the browser: drivers are sent
 * only when changed, and the server names the field to check, so an old booking with a driver's
 * licence missing still takes a change of car or dates.
 */
export function DeskDrivers({
  drivers,
  onChange,
}: {
  drivers: readonly DeskDriver[]
  onChange: (drivers: readonly DeskDriver[]) => void
}) {
  const edit = (index: number, field: Field['key'], value: string) =>
    onChange(
      drivers.map((driver, at) =>
        at === index ? { ...driver, [field]: field === 'expiry' && value === '' ? null : value } : driver,
      ),
    )
  const withMainFirst = (list: readonly DeskDriver[]) =>
    list.map((driver, index) => ({ ...driver, isAdditional: index > 0 }))
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, flexBasis: '100%' }} data-testid="desk-drivers">
      <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>Drivers</legend>
      {drivers.map((driver, index) => (
        <fieldset
          key={index}
          className="desk-form"
          style={{ border: 0, padding: 0, margin: '0 0 0.5rem' }}
          aria-label={index === 0 ? 'Main driver' : `Additional driver ${index}`}
        >
          {FIELDS.map((field) => (
            <label key={field.key}>
              {field.label}
              <input
                type={field.type ?? 'text'}
                value={driver[field.key] ?? ''}
                {...(field.maxLength ? { maxLength: field.maxLength } : {})}
                onChange={(event) => edit(index, field.key, event.target.value)}
              />
            </label>
          ))}
          {index > 0 ? (
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              onClick={() => onChange(withMainFirst(drivers.filter((_, at) => at !== index)))}
            >
              Remove this driver
            </button>
          ) : null}
        </fieldset>
      ))}
      {drivers.length < MAX_DRIVERS ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          onClick={() => onChange(withMainFirst([...drivers, BLANK]))}
        >
          Add a driver
        </button>
      ) : null}
    </fieldset>
  )
}
