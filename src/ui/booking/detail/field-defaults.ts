import { get, type FieldValues } from 'react-hook-form'

/**
 * The first value of a field as the DOM should carry it. react-hook-form fills uncontrolled fields
 * only once JavaScript runs; the server-rendered form (and a form without JavaScript) needs the
 * value in the markup.
 */
export function textDefault(values: FieldValues | undefined, path: string): string {
  const value: unknown = values ? get(values, path) : undefined
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

export function checkedDefault(values: FieldValues | undefined, path: string): boolean {
  const value: unknown = values ? get(values, path) : undefined
  return value === true
}
