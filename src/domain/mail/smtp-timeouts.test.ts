import { describe, expect, it } from 'vitest'

import { withSmtpTimeouts } from './smtp-timeouts'

describe('withSmtpTimeouts', () => {
  it('adds the connection, greeting and socket timeouts to the query', () => {
    expect(withSmtpTimeouts('smtps://mailer:s%40cret@smtp.example.com:465')).toBe(
      'smtps://mailer:s%40cret@smtp.example.com:465?connectionTimeout=5000&greetingTimeout=5000&socketTimeout=15000',
    )
  })

  it('keeps what the URL says already, and its other options', () => {
    expect(withSmtpTimeouts('smtp://smtp.example.com:587/?socketTimeout=60000&tls.rejectUnauthorized=false')).toBe(
      'smtp://smtp.example.com:587/?socketTimeout=60000&tls.rejectUnauthorized=false&connectionTimeout=5000&greetingTimeout=5000',
    )
  })
})
