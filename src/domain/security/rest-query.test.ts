import { describe, expect, it } from 'vitest'

import { isIdSegment, whereProblem, type QueryFieldKind } from './rest-query'

const FIELDS: Record<string, QueryFieldKind> = {
  id: 'number',
  price: 'number',
  createdAt: 'date',
  brand: 'text',
  'car.id': 'number',
  images: 'number',
}
const kindOf = (path: string) => FIELDS[path]
const problem = (query: string) => whereProblem(new URLSearchParams(query), kindOf)

describe('whereProblem', () => {
  it('passes the queries the site and the admin make', () => {
    for (const query of [
      '',
      'limit=10&depth=0',
      'where[id][equals]=5',
      'where[id][in]=1,2,3',
      'where[id][not_in][0]=1&where[id][not_in][1]=2',
      'where[price][greater_than]=100.5',
      'where[createdAt][greater_than]=2026-01-01',
      'where[createdAt][exists]=true',
      'where[brand][like]=toy',
      'where[brand][equals]=Toyota',
      'where[or][0][brand][equals]=a&where[or][1][price][less_than]=9',
      'where[and][0][car.id][equals]=3',
      'where[unknown][equals]=x',
      'where[price][equals]=null',
    ]) {
      expect(problem(query), query).toBeNull()
    }
  })

  it('names the values the database would choke on', () => {
    for (const query of [
      'where[id][in]=abc',
      'where[id][equals]=abc',
      'where[images][in]=abc',
      'where[createdAt][greater_than]=notadate',
      'where[createdAt][equals]=x',
      'where[price][near]=1,2,3',
      'where[brand][within]=x',
      'where[brand][equals][x]=1',
      'where=abc',
      'where[or][0][id][in]=abc',
      'where[and]=x',
      'where[car.id][in][0]=1&where[car.id][in][1]=z',
      `where${'[a]'.repeat(20)}=1`,
    ]) {
      expect(problem(query), query).toEqual(expect.any(String))
    }
  })
})

describe('isIdSegment', () => {
  it('takes serial ids only', () => {
    expect(isIdSegment('12')).toBe(true)
    for (const segment of ['abc', '1.5', '-1', '0', '01', '1e3', '9'.repeat(17)])
      expect(isIdSegment(segment)).toBe(false)
  })
})
