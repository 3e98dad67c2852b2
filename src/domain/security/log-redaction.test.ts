import { describe, expect, it } from 'vitest'

import { redactText, redactValue } from './log-redaction'

describe('redactText', () => {
  it('removes the parameters of a failed query, keeping the query', () => {
    const message =
      'Failed query: update "users" set "reset_password_requested_at" = ? where "users"."email" = ?\nparams: 2026-05-01T10:00:00.000Z,x@example.com'
    expect(redactText(message)).toBe(
      'Failed query: update "users" set "reset_password_requested_at" = ? where "users"."email" = ?\nparams: [redacted]',
    )
  })

  it('removes e-mail addresses, also URL-encoded', () => {
    expect(redactText("To: 'Anna.Jons+test@mail.example.is', cc x%40example.com")).toBe("To: '[email]', cc [email]")
  })

  it('removes query strings from URLs and paths', () => {
    expect(redactText('GET /v1/ecommerce/order/7/add-line?lastName=Jonsdottir&x=1 failed')).toBe(
      'GET /v1/ecommerce/order/7/add-line?[query] failed',
    )
    expect(redactText('see https://vegur.is/admin/reset?token=abc')).toBe('see https://vegur.is/admin/reset?[query]')
  })

  it('removes tokens: reset tokens, JWTs, bearer tokens', () => {
    expect(redactText('/admin/reset/0123456789abcdef0123456789abcdef01234567')).toBe('/admin/reset/[token]')
    expect(redactText('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('jwt [token]')
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [token]')
  })

  it('removes card numbers', () => {
    expect(redactText('card 4242 4242 4242 4242 and 4000000000003220')).toBe('card [number] and [number]')
  })

  it('leaves ordinary text alone', () => {
    const line = 'Booking 42 saved in 12 ms (status 409, CAR_NOT_AVAILABLE) at 2026-05-01T10:00:00.000Z'
    expect(redactText(line)).toBe(line)
  })
})

describe('redactValue', () => {
  it('redacts strings deeply and hides secret-named keys', () => {
    const error = new Error('kept for the serializer')
    expect(
      redactValue({
        msg: 'mail to a@b.is',
        data: { email: 'a@b.is', password: 'hunter2', nested: [{ resetPasswordToken: 'abc' }] },
        headers: { authorization: 'Bearer x', cookie: 'payload-token=y' },
        err: error,
        count: 3,
      }),
    ).toEqual({
      msg: 'mail to [email]',
      data: { email: '[email]', password: '[redacted]', nested: [{ resetPasswordToken: '[redacted]' }] },
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      err: error,
      count: 3,
    })
  })

  it('stops at a depth', () => {
    expect(redactValue({ a: { b: { c: 'x' } } }, 2)).toEqual({ a: { b: '[…]' } })
  })
})
