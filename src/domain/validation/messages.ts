import { fillPlaceholders } from '../errors/error-messages'

/**
 * Validation message keys and their English text (SPEC §5, word for word). Schemas emit the keys;
 * the UI translates them, filling {field} with the translated label of the field.
 */
export const VALIDATION_MESSAGES = {
  'validation.required': '{field} is required',
  'validation.email': 'Invalid email',
  'validation.format': '{field} is in invalid format',
  'validation.cardNumber': 'Credit card number is required',
  'validation.cvc': 'CVC is required',
  'validation.expiryRequired': 'Expiration is required',
  'validation.expiryInvalid': 'Invalid expiration date',
  'validation.cardholderName': 'Cardholder name is required',
  'validation.licenseExpiry': 'Please select a valid expiry date or check Does not expire',
  'validation.englishLetters': 'Only English letters are allowed',
} as const

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES

/** The card form's message keys (messages' booking.payment.validation) by the key the card schema emits. */
export const CARD_MESSAGE_KEYS = {
  'validation.cardNumber': 'cardNumber',
  'validation.cvc': 'cvc',
  'validation.expiryRequired': 'expiryRequired',
  'validation.expiryInvalid': 'expiryInvalid',
  'validation.cardholderName': 'cardholderName',
} as const

/** English labels of the form fields, for {field} in the English messages. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  country: 'Country',
  postalCode: 'Postal code',
  gender: 'Gender',
  driverAge: 'Driver age',
  flightNumber: 'Flight number',
  comments: 'Comments',
  licenseNumber: 'Licence number',
  id: 'Id',
  expiry: 'Licence expiry',
  isAdditional: 'Additional driver',
}

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value)
}

/** The English message of a key for a field (its label, or the field name when unlabelled). */
export function englishValidationMessage(key: ValidationMessageKey, field: string): string {
  return fillPlaceholders(VALIDATION_MESSAGES[key], { field: FIELD_LABELS[field] ?? field })
}
