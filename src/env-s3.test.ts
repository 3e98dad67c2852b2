import { describe, expect, it } from 'vitest'

import { s3Problems } from './env'

describe('the S3 settings', () => {
  it('are none (the local disk), a bucket alone (the SDK’s own credentials), or a bucket with its key and secret', () => {
    expect(s3Problems({})).toEqual([])
    expect(s3Problems({ S3_BUCKET: 'vegur-media' })).toEqual([])
    expect(
      s3Problems({
        S3_BUCKET: 'vegur-media',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: true,
      }),
    ).toEqual([])
  })

  it('refuse settings without a bucket, and a key without its secret', () => {
    expect(s3Problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).map((problem) => problem.path)).toEqual([['S3_BUCKET']])
    expect(s3Problems({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' }).map((problem) => problem.path)).toEqual([
      ['S3_ACCESS_KEY_ID'],
    ])
  })
})
