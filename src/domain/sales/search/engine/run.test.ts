import { describe, expect, it } from 'vitest'

import type { FacetKey, FlagKey } from '../keys'
import { parseSaleSearch } from '../parse'
import { saleSearchRow, type SaleSearchFields, type SaleSearchRow } from './row'
import { countSaleRows, runSaleSearch } from './run'

function car(id: number, fields: Partial<SaleSearchFields> & { flagsOn?: FlagKey[]; featureList?: string[] }) {
  const { flagsOn = [], featureList = [], ...rest } = fields
  const row: SaleSearchFields = {
    id,
    brand: 'Kia',
    model: 'Ceed',
    brandSlug: 'kia',
    modelSlug: 'ceed',
    colorSlug: 'white',
    bodyType: 'Hatchback',
    driveTrain: 'FWD',
    fuel: 'Petrol',
    gearbox: 'Manual',
    year: 2020,
    mileage: 50_000,
    doors: 5,
    seats: 5,
    tyre: '205/55R16',
    engineCc: 1400,
    horsePower: 100,
    co2: 120,
    askingPrice: 3_000_000,
    listPrice: null,
    discount: 0,
    firstRegistration: null,
    serial: null,
    text: '',
    flags: new Set(flagsOn),
    features: new Set(featureList),
    additionalOptions: new Set(),
    ...rest,
  }
  return saleSearchRow({ ...row, text: `${row.brand} ${row.model} T-${id}`.toLowerCase() })
}

/** Six cars counted by hand in the cases below. */
const ROWS: SaleSearchRow[] = [
  car(1, { askingPrice: 2_000_000, fuel: 'Diesel', featureList: ['towbar', 'camera'], flagsOn: ['warranty'] }),
  car(2, { askingPrice: 4_000_000, featureList: ['towbar'] }),
  car(3, {
    brand: 'Toyota',
    model: 'RAV4 Hybrid AWD',
    brandSlug: 'toyota',
    modelSlug: 'rav4-hybrid-awd',
    fuel: 'Hybrid',
    gearbox: 'Automatic',
    askingPrice: 6_000_000,
    mileage: 10_000,
    serial: 'JTM000000000000RAV4',
    flagsOn: ['warranty'],
  }),
  car(4, { brand: 'Toyota', model: 'RAV4', brandSlug: 'toyota', modelSlug: 'rav4', askingPrice: 5_000_000 }),
  car(5, {
    brand: 'Tesla',
    brandSlug: 'tesla',
    model: 'Model 3',
    modelSlug: 'model-3',
    fuel: 'Electric',
    askingPrice: 5_500_000,
    tyre: null,
  }),
  car(6, { askingPrice: 1_000_000, fuel: 'Diesel', year: 2012, doors: null }),
]

const searchOf = (text: string, segments: string[] = []) =>
  parseSaleSearch({ segments, query: [...new URLSearchParams(text).entries()] }).search

const ids = (text: string): number[] => runSaleSearch(ROWS, searchOf(text)).page.map((row) => row.id)
const counts = (text: string, key: FacetKey) => Object.fromEntries(runSaleSearch(ROWS, searchOf(text)).facets[key])

describe('runSaleSearch', () => {
  it('finds every car with no filter, newest on the lot first', () => {
    expect(ids('')).toEqual([6, 5, 4, 3, 2, 1])
  })

  it('filters lists (any of), all-of features, ranges, flags and texts', () => {
    expect(ids('brands=toyota,tesla&sort=price-asc')).toEqual([4, 5, 3])
    expect(ids('features=towbar,camera')).toEqual([1])
    expect(ids('features=towbar')).toEqual([2, 1])
    expect(ids('prices_from=2000000&prices_to=5000000&sort=price-asc')).toEqual([1, 2, 4])
    expect(ids('warranty=true')).toEqual([3, 1])
    expect(ids('multipleSearch=toyota rav4')).toEqual([4, 3])
    expect(ids('serialNumber=rav4')).toEqual([3])
    expect(ids('tireSizes=205/55 R16&fuels=Diesel')).toEqual([6, 1])
    expect(ids('doors=5&fuels=Diesel')).toEqual([1])
  })

  it('finds a model by its slug and by the longer names that start with it', () => {
    expect(ids('brands=toyota&models=rav4')).toEqual([4, 3])
  })

  it('counts each option with the other active filters applied', () => {
    // Diesel and Petrol Kias plus the fuels the others would add: fuels ignore their own filter.
    expect(counts('brands=kia&fuels=Diesel', 'fuels')).toEqual({ Diesel: 2, Petrol: 1 })
    expect(counts('brands=kia&fuels=Diesel', 'brands')).toEqual({ kia: 2 })
    // A facet that is not active counts within the result.
    expect(counts('brands=kia&fuels=Diesel', 'specificYears')).toEqual({ '2012': 1, '2020': 1 })
    expect(counts('brands=kia&fuels=Diesel', 'features')).toEqual({ towbar: 1, camera: 1 })
    expect(counts('warranty=true', 'warranty')).toEqual({ true: 2 })
    expect(counts('', 'tireSizes')).toEqual({ '205/55R16': 5 })
  })

  it('names slugs as the cars spell them, models with their brand', () => {
    const { labels, total } = runSaleSearch(ROWS, searchOf('brands=toyota'))
    expect(total).toBe(2)
    expect(labels.brands.get('kia')).toBe('Kia')
    expect(labels.models.get('rav4-hybrid-awd')).toEqual({ name: 'RAV4 Hybrid AWD', brand: 'toyota' })
  })

  it('sorts cars without the value last, either way, and pages 24 at a time', () => {
    const dated = ROWS.map((row) =>
      row.id === 2 ? saleSearchRow({ ...row, firstRegistration: Date.UTC(2021, 0, 1) }) : row,
    )
    expect(runSaleSearch(dated, searchOf('sort=registration-desc')).page.map((row) => row.id)).toEqual([
      2, 6, 5, 4, 3, 1,
    ])
    const many = Array.from({ length: 30 }, (_, at) => car(at + 1, {}))
    const second = runSaleSearch(many, searchOf('page=2'))
    expect(second.total).toBe(30)
    expect(second.page.map((row) => row.id)).toEqual([6, 5, 4, 3, 2, 1])
  })
})

describe('countSaleRows', () => {
  it('counts what the search shows', () => {
    expect(countSaleRows(ROWS, searchOf('brands=kia&fuels=Diesel'))).toBe(2)
    expect(countSaleRows(ROWS, searchOf('brands=kia&fuels=Electric'))).toBe(0)
  })
})
