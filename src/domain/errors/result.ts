import type { DomainError } from './errors'

/** The outcome of a rule that can fail: a value, or a coded error value (never a throw). */
export type Result<T> =
  { readonly isOk: true; readonly value: T } | { readonly isOk: false; readonly error: DomainError }

export function ok<T>(value: T): Result<T> {
  return { isOk: true, value }
}

export function fail<T = never>(error: DomainError): Result<T> {
  return { isOk: false, error }
}
