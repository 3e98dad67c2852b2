import 'server-only'

import { saleFormErrorStatus, type SaleFormError } from '@/domain/sales/forms/form-errors'

const NO_STORE = { 'cache-control': 'no-store' }

/** `{ success: true, data }`, 200, as the booking API answers. */
export function saleFormOk(data: unknown): Response {
  return Response.json({ success: true, data }, { headers: NO_STORE })
}

/** `{ success: false, error: { code, message, fields? } }` with the error's status (Retry-After on 429). */
export function saleFormFailure(
  error: SaleFormError,
  options: { fields?: readonly { path: string; message: string }[]; retryAfterSeconds?: number } = {},
): Response {
  const body = {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      params: error.params,
      ...(options.fields && { fields: options.fields }),
    },
  }
  const headers =
    options.retryAfterSeconds === undefined
      ? NO_STORE
      : { ...NO_STORE, 'retry-after': String(options.retryAfterSeconds) }
  return Response.json(body, { status: saleFormErrorStatus(error.code), headers })
}
