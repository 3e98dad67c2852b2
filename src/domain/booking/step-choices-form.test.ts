import { describe, expect, it } from 'vitest'

import { readExtrasForm, readProtectionForm } from './step-choices-form'

function form(entries: readonly (readonly [string, string])[]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('readProtectionForm', () => {
  it('reads the level and the ticked add-ons', () => {
    expect(
      readProtectionForm(
        form([
          ['level', 'premium'],
          ['addon', '14'],
          ['addon', '15'],
        ]),
      ),
    ).toEqual({
      level: 'premium',
      addons: [14, 15],
    })
  })

  it('takes an unknown level as Basic and unreadable add-ons as none', () => {
    expect(
      readProtectionForm(
        form([
          ['level', 'gold'],
          ['addon', 'x'],
        ]),
      ),
    ).toEqual({ level: 'basic', addons: [] })
  })
})

describe('readExtrasForm', () => {
  it('reads each quantity field and the stepper pressed', () => {
    const read = readExtrasForm(
      form([
        ['qty-501', '1'],
        ['qty-502', '2'],
        ['locale', 'is'],
        ['step', '502:+1'],
      ]),
    )
    expect([...read.quantities]).toEqual([
      [501, 1],
      [502, 2],
    ])
    expect(read.step).toEqual({ code: 502, delta: 1 })
  })

  it('reads a bad quantity as 0 and ignores a malformed stepper', () => {
    const read = readExtrasForm(
      form([
        ['qty-502', '-3'],
        ['step', '502:+5'],
      ]),
    )
    expect(read.quantities.get(502)).toBe(0)
    expect(read.step).toBeUndefined()
  })
})
