import { describe, expect, it } from 'vitest'

import { redirectsFromCsv, redirectsToCsv } from './redirect-csv'

describe('redirect CSV', () => {
  it('writes and reads the same rules back', () => {
    const rules = [
      { oldPath: '^/blog/(.*)', newPath: '/news/$1', isPermanent: true },
      { oldPath: '/a,b', newPath: '/say "hi"', isPermanent: false },
    ]
    const csv = redirectsToCsv(rules)
    expect(csv.split('\r\n')[0]).toBe('oldPath,newPath,type')
    expect(redirectsFromCsv(csv)).toEqual({
      rows: [
        { line: 2, rule: rules[0] },
        { line: 3, rule: rules[1] },
      ],
      problems: [],
    })
  })

  it('reads a file without header or type, and reports lines it cannot read', () => {
    const { rows, problems } = redirectsFromCsv('/old,/new\n\n/x,/y,302\n/only-one\n/z,/w,moved\n')
    expect(rows.map((row) => [row.line, row.rule.isPermanent])).toEqual([
      [1, true],
      [3, false],
    ])
    expect(problems).toEqual([
      { line: 4, message: 'Both oldPath and newPath are needed.' },
      { line: 5, message: 'Unknown type "moved": use permanent or temporary.' },
    ])
  })
})
