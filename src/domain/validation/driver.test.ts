import { describe, it, expect } from 'vitest'
import { driverSchema, licenseExpirySchema } from './driver'

const NOW = new Date('2025-06-15T12:00:00Z')
const driver = { firstName: 'John', lastName: 'Doe', licenseNumber: 'B1234567', expiry: '2030-01-31' }

describe('licenseExpirySchema', () => {
  const schema = licenseExpirySchema(NOW)
  it('takes null or a future date', () => {
    expect(schema.parse(null)).toBeNull()
    expect(schema.parse('2025-06-16')).toBe('2025-06-16')
  })
  it('refuses today, the past, bad dates and absence with the spec message key', () => {
    for (const value of ['2025-06-15', '2024-01-01', '2025-02-30', '31/01/2030', undefined]) {
      const result = schema.safeParse(value)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.licenseExpiry'])
    }
  })
})

describe('driverSchema', () => {
  it('parses a driver, main by default', () => {
    expect(driverSchema(NOW).parse(driver)).toEqual({ ...driver, isAdditional: false })
    expect(driverSchema(NOW).parse({ ...driver, expiry: null, isAdditional: true, id: '7' })).toMatchObject({
      expiry: null,
      isAdditional: true,
      id: '7',
    })
  })
  it('refuses a name with digits and a missing licence number; takes Þór', () => {
    expect(driverSchema(NOW).parse({ ...driver, firstName: 'Þór' }).firstName).toBe('Þór')
    const result = driverSchema(NOW).safeParse({ ...driver, firstName: 'Þór 2', licenseNumber: ' ' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'validation.englishLetters'],
      ['licenseNumber', 'validation.required'],
    ])
  })
})
