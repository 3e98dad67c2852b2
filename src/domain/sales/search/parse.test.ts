import { describe, expect, it } from 'vitest'

import { parseSaleSearch } from './parse'

const query = (text: string) => [...new URLSearchParams(text).entries()]

describe('parseSaleSearch', () => {
  it('reads brand and model from the path the same as from the query', () => {
    const fromPath = parseSaleSearch({ segments: ['Toyota', 'rav4'], query: [] })
    const fromQuery = parseSaleSearch({ segments: [], query: query('models=RAV4&brands=toyota') })
    expect(fromPath.search).toEqual(fromQuery.search)
    expect(fromPath.search.lists.brands).toEqual(['toyota'])
    expect(fromPath.problems).toEqual([])
  })

  it('takes repeated keys and comma lists, sorted and without repeats, options spelled as stored', () => {
    const { search, problems } = parseSaleSearch({
      segments: [],
      query: query('fuels=electric,Diesel&fuels=ELECTRIC&doors=5,3&tireSizes=205/55 r16&features=towbar'),
    })
    expect(search.lists.fuels).toEqual(['Diesel', 'Electric'])
    expect(search.lists.doors).toEqual(['3', '5'])
    expect(search.lists.tireSizes).toEqual(['205/55R16'])
    expect(search.lists.features).toEqual(['towbar'])
    expect(problems).toEqual([])
  })

  it('reads ranges with _from and _to, turning a reversed range around', () => {
    const { search } = parseSaleSearch({
      segments: [],
      query: query('prices_from=2.000.000&prices_to=5000000&years_from=2022&years_to=2019&mileages_to='),
    })
    expect(search.ranges.prices).toEqual({ from: 2_000_000, to: 5_000_000 })
    expect(search.ranges.years).toEqual({ from: 2019, to: 2022 })
    expect(search.ranges.mileages).toEqual({})
  })

  it('keeps the defaults of SPEC §3: flags false, sort empty, page 1', () => {
    const { search } = parseSaleSearch({ segments: [], query: [] })
    expect(Object.values(search.flags).every((flag) => flag === false)).toBe(true)
    expect(search.sort).toBe('')
    expect(search.page).toBe(1)
    expect(Object.values(search.lists).every((list) => list.length === 0)).toBe(true)
  })

  it('reads flags, texts, sort and page', () => {
    const { search } = parseSaleSearch({
      segments: [],
      query: query(
        'warranty=true&loan=0&deal=on&multipleSearch=  land   cruiser &serialNumber=JT1&sort=price-desc&page=3',
      ),
    })
    expect(search.flags.warranty).toBe(true)
    expect(search.flags.loan).toBe(false)
    expect(search.flags.deal).toBe(true)
    expect(search.texts).toEqual({ multipleSearch: 'land cruiser', serialNumber: 'JT1' })
    expect(search.sort).toBe('price-desc')
    expect(search.page).toBe(3)
  })

  it('names what it cannot read and ignores apiKey and tracking keys', () => {
    const { problems } = parseSaleSearch({
      segments: ['kia', 'ceed', 'extra'],
      query: query('fuels=coal&prices_from=cheap&sort=random&page=0&warranty=maybe&colour=red&apiKey=&utm_source=x'),
    })
    expect(problems.map((problem) => problem.key)).toEqual([
      'path',
      'fuels',
      'prices_from',
      'sort',
      'page',
      'warranty',
      'colour',
    ])
  })
})
