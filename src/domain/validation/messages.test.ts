import { describe, it, expect } from 'vitest'
import { englishValidationMessage, isValidationMessageKey, VALIDATION_MESSAGES } from './messages'

describe('validation messages', () => {
  it('holds the spec texts word for word', () => {
    expect(VALIDATION_MESSAGES).toEqual({
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
    })
  })
  it('fills in the field label', () => {
    expect(englishValidationMessage('validation.required', 'firstName')).toBe('First name is required')
    expect(englishValidationMessage('validation.format', 'phone')).toBe('Phone is in invalid format')
    expect(englishValidationMessage('validation.required', 'voucher')).toBe('voucher is required')
  })
  it('recognises its keys', () => {
    expect(isValidationMessageKey('validation.cvc')).toBe(true)
    expect(isValidationMessageKey('Required')).toBe(false)
  })
})
