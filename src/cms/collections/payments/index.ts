import type { CollectionConfig } from 'payload'

import { GatewayTransactions } from './GatewayTransactions'
import { PaymentAttempts } from './PaymentAttempts'
import { PaymentEvents } from './PaymentEvents'

/** Payment records: our attempts and processed callbacks, and the built-in gateway's own ledger. */
export const PAYMENT_COLLECTIONS: CollectionConfig[] = [PaymentAttempts, PaymentEvents, GatewayTransactions]
