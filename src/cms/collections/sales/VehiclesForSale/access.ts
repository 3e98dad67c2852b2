import type { Access } from 'payload'

import { isStaff } from '../../../access/roles'

/** Public catalogue: visitors read published cars; staff read every car. */
export const publishedOrStaff: Access = ({ req }) => isStaff({ req }) || { isPublished: { equals: true } }
