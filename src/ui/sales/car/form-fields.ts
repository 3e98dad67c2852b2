import type { SaleFormKind } from '@/domain/sales/forms/schemas'

export type FieldKind = 'text' | 'email' | 'tel' | 'amount' | 'textarea' | 'payment'

export type FormField = {
  readonly name: string
  readonly kind: FieldKind
  readonly isRequired: boolean
  readonly autoComplete?: string
}

const CONTACT: readonly FormField[] = [
  { name: 'name', kind: 'text', isRequired: true, autoComplete: 'name' },
  { name: 'email', kind: 'email', isRequired: true, autoComplete: 'email' },
  { name: 'phone', kind: 'tel', isRequired: true, autoComplete: 'tel' },
]

const COMMENT: FormField = { name: 'comment', kind: 'textarea', isRequired: false }

/** The visible fields of each sales form, in order (the schemas in domain/sales/forms check them). */
export const FORM_FIELDS: Record<SaleFormKind, readonly FormField[]> = {
  offer: [...CONTACT, { name: 'offeredPrice', kind: 'amount', isRequired: true }, COMMENT],
  inquiry: [
    ...CONTACT,
    { name: 'inquiry', kind: 'textarea', isRequired: true },
    { name: 'price', kind: 'amount', isRequired: false },
    { name: 'sellerName', kind: 'text', isRequired: false },
    { name: 'registrationNumber', kind: 'text', isRequired: false },
    { name: 'mileage', kind: 'amount', isRequired: false },
    { name: 'tradeInValue', kind: 'amount', isRequired: false },
    { name: 'payment', kind: 'payment', isRequired: true },
    COMMENT,
  ],
  'trade-in': [
    ...CONTACT,
    { name: 'ownCar', kind: 'text', isRequired: true },
    { name: 'registrationNumber', kind: 'text', isRequired: true },
    { name: 'year', kind: 'text', isRequired: false },
    { name: 'mileage', kind: 'amount', isRequired: true },
    { name: 'askingPrice', kind: 'amount', isRequired: false },
    COMMENT,
  ],
}
