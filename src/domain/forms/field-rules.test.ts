import { describe, expect, it } from 'vitest'

import { fieldStates } from './field-rules'
import { testField } from './test-fields'

const hasCar = testField({ name: 'hasCar', kind: 'checkbox' })
const plate = testField({
  name: 'plate',
  visibleWhen: { field: 'hasCar', operator: 'equals', value: 'true' },
  requiredWhen: { field: 'hasCar', operator: 'filled', value: '' },
})

describe('fieldStates', () => {
  it('hides a field until its rule holds, then shows it as required', () => {
    expect(fieldStates([hasCar, plate], {}).plate).toEqual({ isVisible: false, isRequired: false })
    expect(fieldStates([hasCar, plate], { hasCar: 'true' }).plate).toEqual({ isVisible: true, isRequired: true })
  })

  it('keeps a plain required field required and a plain field optional', () => {
    const states = fieldStates([testField({ name: 'a', isRequired: true }), testField({ name: 'b' })], {})
    expect(states).toEqual({ a: { isVisible: true, isRequired: true }, b: { isVisible: true, isRequired: false } })
  })

  it('compares values without case and with the other operators', () => {
    const topic = testField({ name: 'topic', kind: 'select' })
    const other = testField({ name: 'other', requiredWhen: { field: 'topic', operator: 'equals', value: 'Other' } })
    const notSales = testField({
      name: 'notSales',
      visibleWhen: { field: 'topic', operator: 'notEquals', value: 'sales' },
    })
    const empty = testField({ name: 'whenEmpty', visibleWhen: { field: 'topic', operator: 'empty', value: '' } })
    expect(fieldStates([topic, other, notSales, empty], { topic: 'other' })).toMatchObject({
      other: { isRequired: true },
      notSales: { isVisible: true },
      whenEmpty: { isVisible: false },
    })
    expect(fieldStates([topic, other, notSales, empty], { topic: 'sales' })).toMatchObject({
      other: { isRequired: false },
      notSales: { isVisible: false },
      whenEmpty: { isVisible: false },
    })
    expect(fieldStates([topic, empty], {}).whenEmpty?.isVisible).toBe(true)
  })

  it('treats the value of a hidden field as empty for other rules', () => {
    const detail = testField({ name: 'detail', visibleWhen: { field: 'plate', operator: 'filled', value: '' } })
    expect(fieldStates([hasCar, plate, detail], { plate: 'AB123' }).detail?.isVisible).toBe(false)
    expect(fieldStates([hasCar, plate, detail], { hasCar: 'true', plate: 'AB123' }).detail?.isVisible).toBe(true)
  })

  it('never holds a rule on an unknown field or a cycle of rules', () => {
    const orphan = testField({ name: 'orphan', visibleWhen: { field: 'missing', operator: 'empty', value: '' } })
    const a = testField({ name: 'a', visibleWhen: { field: 'b', operator: 'empty', value: '' } })
    const b = testField({ name: 'b', visibleWhen: { field: 'a', operator: 'empty', value: '' } })
    const states = fieldStates([orphan, a, b], {})
    expect(states.orphan?.isVisible).toBe(false)
    expect(typeof states.a?.isVisible).toBe('boolean')
  })

  it('treats an unticked checkbox as empty', () => {
    const note = testField({ name: 'note', visibleWhen: { field: 'hasCar', operator: 'filled', value: '' } })
    expect(fieldStates([hasCar, note], { hasCar: 'false' }).note?.isVisible).toBe(false)
    expect(fieldStates([hasCar, note], { hasCar: 'true' }).note?.isVisible).toBe(true)
  })
})
