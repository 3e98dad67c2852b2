import type { useTranslations } from 'next-intl'

import type { SelectOption } from '@/ui/primitives/Select'

type DetailT = ReturnType<typeof useTranslations<'booking.detail'>>

const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'postalCode',
  'gender',
  'driverAge',
  'flightNumber',
  'comments',
  'licenseNumber',
  'id',
  'expiry',
] as const
type DetailField = (typeof DETAIL_FIELDS)[number]

const MESSAGE_KEYS = [
  'validation.required',
  'validation.email',
  'validation.format',
  'validation.licenseExpiry',
  'validation.englishLetters',
] as const
type MessageKey = (typeof MESSAGE_KEYS)[number]

function isMessageKey(key: string): key is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(key)
}

/**
 * The translated message of a validation key (from the schema) for a field path: '{field}' is the
 * field's translated label, or `label` for a field of another form. Keys this form does not use
 * read as the format message.
 */
export function validationText(t: DetailT, params: { path: string; key: string; label?: string }): string {
  const key: MessageKey = isMessageKey(params.key) ? params.key : 'validation.format'
  const field = fieldOfPath(params.path)
  return t(key, { field: params.label ?? (field ? t(`fields.${field}`) : params.path) })
}

/** The labelled field a path speaks of: its last named segment ('expiry.date' is the expiry). */
function fieldOfPath(path: string): DetailField | undefined {
  const segments = path.split('.').filter((segment) => !/^\d+$/.test(segment) && segment !== 'date')
  const last = segments.at(-1)
  return DETAIL_FIELDS.find((field) => field === last)
}

/** The section a field sits in ('client.*' the renter's), so the error summary tells the renter's names from a driver's. */
export function sectionOf(t: DetailT, path: string): string {
  const additional = /^additionalDrivers\.(\d+)\./.exec(path)
  if (additional) return t('additionalDriver', { number: Number(additional[1]) + 1 })
  if (path.startsWith('mainDriver.')) return t('mainDriver')
  return path === 'client.flightNumber' || path === 'client.comments' ? t('trip') : t('renter')
}

export function genderOptions(t: DetailT): SelectOption[] {
  return [
    { value: '', label: t('genderUnspecified') },
    { value: 'male', label: t('genders.male') },
    { value: 'female', label: t('genders.female') },
    { value: 'other', label: t('genders.other') },
  ]
}
