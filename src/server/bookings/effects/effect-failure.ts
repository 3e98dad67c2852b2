import 'server-only'

import { errorSummary } from '@/domain/security/error-summary'

/** A try that must not be repeated: the provider refused for good. The effect goes to staff at once. */
export class EffectRefused extends Error {
  constructor(readonly code: string) {
    super(code)
    this.name = 'EffectRefused'
  }
}

/** A try that failed for now (a provider or the mail server unreachable): tried again after a back-off. */
export class EffectFailed extends Error {
  constructor(readonly code: string) {
    super(code)
    this.name = 'EffectFailed'
  }
}

/** A failure as a short code for the log and the staff list: our codes as they are, anything else summarised. */
export function failureCode(error: unknown): string {
  if (error instanceof EffectRefused || error instanceof EffectFailed) return error.code
  return errorSummary(error)
}
