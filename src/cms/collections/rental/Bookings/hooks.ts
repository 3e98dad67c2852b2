import type { CollectionBeforeChangeHook } from 'payload'

import { normalizeLastName } from './lastName'

type BookingData = { client?: { lastName?: string | null } | null }

/** Keeps lastNameNormalized in step with the client's last name, for the voucher + last-name lookup. */
export const setLastNameNormalized: CollectionBeforeChangeHook = ({ data }) => {
  const lastName = (data as BookingData).client?.lastName
  if (typeof lastName !== 'string') return data
  return { ...data, lastNameNormalized: normalizeLastName(lastName) }
}
