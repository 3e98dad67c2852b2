type ErrorLike = { status?: unknown; response?: { status?: unknown } | null } | null | undefined

const DEFAULT_STATUS = 500

/** The HTTP status of an error: its own, its response's, else 500 (SPEC §8). */
export function errorStatus(error: ErrorLike): number {
  for (const candidate of [error?.status, error?.response?.status]) {
    if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 400 && candidate <= 599) {
      return candidate
    }
  }
  return DEFAULT_STATUS
}
