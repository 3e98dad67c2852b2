import { paymentErrorResponse, unexpectedPaymentError } from '@/app/api/payments/_lib/respond'
import { okResponse } from '@/app/api/_lib/respond'
import { requireVisitor } from '@/server/auth/require-visitor'
import { findOrder } from '@/server/payments/order'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ order: string }> }

/** SPEC §7: 200 with the order when the booking has one; 404 means no order yet (make a new payment). */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const visitor = await requireVisitor(request)
    if (!visitor.isOk) return visitor.response
    const { order } = await context.params
    const found = await findOrder({ payload: await payloadClient(), number: decodeURIComponent(order) })
    return found.isOk ? okResponse(found.value) : paymentErrorResponse(found.error)
  } catch (error) {
    return unexpectedPaymentError('order-exists', error)
  }
}
