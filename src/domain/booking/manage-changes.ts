import { normalizeExtra, type ExtraState } from './extras'
import { isMainProtection } from './services'

/** A chosen service of a booking being changed (Renteon: ServiceId, Quantity, IsSelected). */
export type ServiceChoice = { readonly code: number; readonly quantity: number; readonly isSelected: boolean }

/** One service whose quantity differs between the booking as saved and as changed. */
export type ServiceChange = { readonly code: number; readonly before: number; readonly after: number }

/** The choices with `code` as the one main protection; additional protections and extras are kept. */
export function withMainProtection(choices: readonly ServiceChoice[], code: number): ServiceChoice[] {
  if (!isMainProtection(code)) return [...choices]
  return [...choices.filter((choice) => !isMainProtection(choice.code)), { code, quantity: 1, isSelected: true }]
}

/**
 * The choices with `items` set as asked (SPEC §4: quantity 0 means not added unless the item allows
 * only one; a max-one item is a toggle): each item replaces its earlier choice, or drops it.
 */
export function withItems(choices: readonly ServiceChoice[], items: readonly ExtraState[]): ServiceChoice[] {
  const codes = new Set(items.map((item) => item.code))
  const kept = choices.filter((choice) => !codes.has(choice.code))
  const added = items
    .map(normalizeExtra)
    .filter((item) => item.isAdded && item.quantity > 0)
    .map((item) => ({ code: item.code, quantity: item.quantity, isSelected: true }))
  return [...kept, ...added]
}

/** The services whose quantity changed, in the order first seen (0 = not chosen). */
export function serviceChanges(before: readonly ServiceChoice[], after: readonly ServiceChoice[]): ServiceChange[] {
  const quantity = (choices: readonly ServiceChoice[], code: number) =>
    choices.find((choice) => choice.code === code && choice.isSelected)?.quantity ?? 0
  const codes = [...new Set([...before, ...after].map((choice) => choice.code))]
  return codes
    .map((code) => ({ code, before: quantity(before, code), after: quantity(after, code) }))
    .filter((change) => change.before !== change.after)
}

/** Same services chosen, in any order. */
export function isSameChoice(left: readonly ServiceChoice[], right: readonly ServiceChoice[]): boolean {
  return serviceChanges(left, right).length === 0
}

/** A driver as compared for changes: names, licence, ID, expiry and gender, blank taken as none. */
export type DriverFields = {
  readonly firstName: string
  readonly lastName: string
  readonly licenseNumber?: string | null | undefined
  readonly id?: string | null | undefined
  readonly expiry?: string | null | undefined
  readonly gender?: string | null | undefined
}

/** Same drivers in the same order, ignoring case and surrounding spaces. */
export function isSameDrivers(left: readonly DriverFields[], right: readonly DriverFields[]): boolean {
  const key = (driver: DriverFields) =>
    [driver.firstName, driver.lastName, driver.licenseNumber, driver.id, driver.expiry, driver.gender]
      .map((value) => value ?? '')
      .map((value) => value.trim().toLowerCase())
      .join('\u0000')
  return (
    left.length === right.length &&
    left.every((driver, index) => {
      const other = right[index]
      return other !== undefined && key(driver) === key(other)
    })
  )
}
