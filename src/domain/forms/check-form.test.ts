import { describe, expect, it } from 'vitest'

import { checkForm, formFileAllowance, MAX_FILE_BYTES } from './check-form'
import { fillPlaceholders } from '../errors/error-messages'
import { formIssueMessage, type FormIssueTranslate } from './form-messages'
import { testField } from './test-fields'

const fields = [
  testField({ name: 'name', label: 'Name', isRequired: true }),
  testField({ name: 'email', label: 'Email', kind: 'email', isRequired: true }),
  testField({ name: 'hasCar', kind: 'checkbox' }),
  testField({
    name: 'plate',
    label: 'Registration number',
    visibleWhen: { field: 'hasCar', operator: 'equals', value: 'true' },
    requiredWhen: { field: 'hasCar', operator: 'equals', value: 'true' },
  }),
  testField({ name: 'seats', label: 'Seats', kind: 'number', min: 2, max: 9 }),
  testField({ name: 'car_id', kind: 'hidden', isRequired: true }),
  testField({ name: 'source', kind: 'notVisible', defaultValue: 'contact-page' }),
]

describe('checkForm', () => {
  it('names every missing required field, the conditional one included', () => {
    const { issues } = checkForm({ fields, values: { hasCar: 'true' } })
    expect(issues.map((issue) => [issue.field, issue.key])).toEqual([
      ['name', 'required'],
      ['email', 'required'],
      ['plate', 'required'],
      ['car_id', 'required'],
    ])
  })

  it('drops a field hidden by its rule and stores the set value of a not-visible field', () => {
    const { issues, data } = checkForm({
      fields,
      values: { name: 'Guðrún', email: 'g@example.is', plate: 'ignored', car_id: '7', source: 'forged' },
    })
    expect(issues).toEqual([])
    expect(data).toEqual([
      { field: 'name', value: 'Guðrún' },
      { field: 'email', value: 'g@example.is' },
      { field: 'car_id', value: '7' },
      { field: 'source', value: 'contact-page' },
    ])
  })

  it('refuses a bad email, a number out of range and an option not offered', () => {
    const topic = testField({ name: 'topic', kind: 'select', options: [{ label: 'A', value: 'a' }] })
    const { issues } = checkForm({
      fields: [...fields, topic],
      values: { name: 'A', email: 'not-an-email', seats: '12', car_id: '1', topic: 'zzz' },
    })
    expect(issues.map((issue) => [issue.field, issue.key])).toEqual([
      ['email', 'email'],
      ['seats', 'format'],
      ['topic', 'format'],
    ])
  })

  it('checks text formats', () => {
    const phone = testField({ name: 'phone', format: 'phone' })
    expect(checkForm({ fields: [phone], values: { phone: '+354 555 1234' } }).issues).toEqual([])
    expect(checkForm({ fields: [phone], values: { phone: 'call me' } }).issues[0]?.key).toBe('format')
  })

  it('limits file fields to their count and 7 MB a file', () => {
    const photos = testField({ name: 'photos', label: 'Photos', kind: 'file', maxFiles: 2, isRequired: true })
    const small = { name: 'a.jpg', size: 1000 }
    expect(checkForm({ fields: [photos], values: {}, files: { photos: [small] } }).issues).toEqual([])
    expect(checkForm({ fields: [photos], values: {}, files: {} }).issues[0]?.key).toBe('required')
    expect(
      checkForm({ fields: [photos], values: {}, files: { photos: [small, small, small] } }).issues[0],
    ).toMatchObject({
      key: 'tooManyFiles',
      params: { max: 2 },
    })
    const large = { name: 'big.jpg', size: MAX_FILE_BYTES + 1 }
    expect(checkForm({ fields: [photos], values: {}, files: { photos: [large] } }).issues[0]).toMatchObject({
      key: 'fileTooLarge',
      params: { name: 'big.jpg', maxMb: 7 },
    })
  })
})

describe('file fields shown on request', () => {
  const hasPhotos = testField({ name: 'hasPhotos', kind: 'checkbox' })
  const photos = testField({
    name: 'photos',
    kind: 'file',
    maxFiles: 2,
    visibleWhen: { field: 'hasPhotos', operator: 'equals', value: 'true' },
  })
  const small = { name: 'a.png', size: 10 }

  it('keeps the files of a shown field only', () => {
    expect(
      checkForm({ fields: [hasPhotos, photos], values: { hasPhotos: 'true' }, files: { photos: [small] } }).fileFields,
    ).toEqual(['photos'])
    expect(checkForm({ fields: [hasPhotos, photos], values: {}, files: { photos: [small] } }).fileFields).toEqual([])
  })

  it('holds a field to its count while it is hidden too', () => {
    const { issues } = checkForm({ fields: [hasPhotos, photos], values: {}, files: { photos: [small, small, small] } })
    expect(issues[0]).toMatchObject({ field: 'photos', key: 'tooManyFiles', params: { max: 2 } })
  })

  it('allows a form what its file fields allow together, at most 20', () => {
    expect(formFileAllowance([hasPhotos, photos])).toBe(2)
    expect(formFileAllowance([hasPhotos])).toBe(0)
    const many = testField({ name: 'many', kind: 'file', maxFiles: 15 })
    expect(formFileAllowance([photos, many, { ...many, name: 'more' }])).toBe(20)
  })
})

describe('formIssueMessage', () => {
  const translator =
    (texts: Record<string, string>): FormIssueTranslate =>
    (key, params) =>
      fillPlaceholders(texts[key] ?? key, params)
  const english = {
    required: '{field} is required',
    email: 'Invalid email',
    format: '{field} is in invalid format',
    tooManyFiles: 'At most {max} files',
    fileTooLarge: '{name} is over {maxMb} MB',
  }

  it('fills the SPEC §5 messages with the label', () => {
    const { issues } = checkForm({ fields, values: { email: 'x' } })
    expect(issues.map((issue) => formIssueMessage(issue, translator(english), 'en'))).toEqual([
      'Name is required',
      'Invalid email',
      'car_id is required',
    ])
  })

  it('gives the Icelandic default: fill in and the lowercased label', () => {
    const [issue] = checkForm({
      fields: [testField({ name: 'e', label: 'Netfang', isRequired: true })],
      values: {},
    }).issues
    expect(issue && formIssueMessage(issue, translator({ ...english, required: 'Fylltu út {field}' }), 'is')).toBe(
      'Fylltu út netfang',
    )
  })

  it("prefers the editor's own message", () => {
    const field = testField({ name: 'e', isRequired: true, requiredMessage: 'Tell us your e-mail' })
    const [issue] = checkForm({ fields: [field], values: {} }).issues
    expect(issue && formIssueMessage(issue, translator(english), 'en')).toBe('Tell us your e-mail')
  })
})
