import type { Field, FieldAccess } from 'payload'

const nobody: FieldAccess = () => false

/**
 * Marks every field but `editable` as the bookings module's own: staff read them in the admin and
 * its REST API, and cannot create or change them there (status, money, dates, car, price, number,
 * voucher). The module writes them through the local API, which is not bound by access. Staff may
 * correct `editable` (who rents and who drives), which no price or capacity depends on.
 */
export function engineOwned(fields: readonly Field[], editable: readonly string[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'row') return { ...field, fields: engineOwned(field.fields, editable) }
    if (field.type === 'ui' || !('name' in field) || editable.includes(field.name)) return field
    return { ...field, access: { ...field.access, create: nobody, update: nobody } } as Field
  })
}
