export const PARTNER_KEYS_SLUG = 'partner-keys'
