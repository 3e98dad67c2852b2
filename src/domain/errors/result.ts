import { domainError, type DomainError, type ErrorCode, type ErrorParams } from './errors'

/**
 * The one outcome type of everything that can fail (rules, use cases, adapters, actions): a value,
 * or an error value (never a throw). The error is a catalogue error (./errors.ts) unless said otherwise.
 */
export type Result<T, E = DomainError> =
  { readonly isOk: true; readonly value: T } | { readonly isOk: false; readonly error: E }

export function ok<T>(value: T): { readonly isOk: true; readonly value: T } {
  return { isOk: true, value }
}

export function fail<E = DomainError>(error: E): { readonly isOk: false; readonly error: E } {
  return { isOk: false, error }
}

/** A failure with the catalogue error of `code`. */
export function failWith<Code extends ErrorCode>(
  code: Code,
  params: ErrorParams = {},
): { readonly isOk: false; readonly error: DomainError<Code> } {
  return fail(domainError(code, params))
}
