import { describe, expect, it } from 'vitest'

import { driverFieldPaths, visibleFieldPaths } from './field-paths'

describe('visibleFieldPaths', () => {
  it('hides the main driver names while the renter drives', () => {
    const paths = visibleFieldPaths({ isRenterDriver: true, additionalCount: 0 })
    expect(paths).not.toContain('mainDriver.firstName')
    expect(paths.slice(0, 2)).toEqual(['client.firstName', 'client.lastName'])
    expect(paths.at(-1)).toBe('client.comments')
  })

  it('lists the main driver names and each additional driver in page order', () => {
    const paths = visibleFieldPaths({ isRenterDriver: false, additionalCount: 2 })
    expect(paths).toContain('mainDriver.firstName')
    expect(paths.indexOf('mainDriver.gender')).toBeLessThan(paths.indexOf('additionalDrivers.0.firstName'))
    expect(paths.indexOf('additionalDrivers.1.expiry.date')).toBeLessThan(paths.indexOf('client.flightNumber'))
  })
})

describe('driverFieldPaths', () => {
  it('lists only the drivers, the main driver’s names included when nobody else names them', () => {
    const paths = driverFieldPaths({ isRenterDriver: false, additionalCount: 1 })
    expect(paths[0]).toBe('mainDriver.firstName')
    expect(paths.at(-1)).toBe('additionalDrivers.0.gender')
    expect(paths.some((path) => path.startsWith('client.'))).toBe(false)
  })
})
