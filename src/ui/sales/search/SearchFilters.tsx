import { getTranslations } from 'next-intl/server'

import { FLAG_VALUE } from '@/domain/sales/search/facets'
import { FLAG_KEYS, LIST_KEYS, RANGE_KEYS, type ListKey, type SaleSearch } from '@/domain/sales/search/keys'
import type { SaleCodedField } from '@/domain/sales/coded-values'
import type { SaleSearchResult } from '@/server/sales/search/search-cars'

import { saleValueNamer } from '../sale-value-names'

import type { FilterChoice, SearchFiltersData } from './filter-panel-data'
import { facetOptions } from './facet-options'
import { SearchFiltersView } from './lazy'

/** The list keys that filter on a coded value of the car, and that value. */
const CODED_KEYS: Partial<Record<ListKey, SaleCodedField>> = {
  categories: 'bodyType',
  driveTrains: 'driveTrain',
  fuels: 'fuel',
  colors: 'colour',
  transmissions: 'gearbox',
}

/**
 * The filters of the search form, worded and counted here and drawn in the browser from their
 * data; coded values (body type, drive, fuel, colour, gearbox) by their labels in the page language.
 */
export async function SearchFilters(props: { formId: string; search: SaleSearch; result: SaleSearchResult }) {
  const { search, result } = props
  const [t, nameOf] = await Promise.all([getTranslations('salesSearch'), saleValueNamer()])
  const choice = (value: string, label: string, count: number, isChosen: boolean): FilterChoice => ({
    value,
    label: t('optionCount', { label, count }),
    isChosen,
  })
  const labelOf = (key: ListKey, value: string): string => {
    const coded = CODED_KEYS[key]
    if (coded) return nameOf(coded, value)
    switch (key) {
      case 'brands':
        return result.labels.brands.get(value) ?? value
      case 'models':
        return result.labels.models.get(value)?.name ?? value
      case 'features':
      case 'additionalOptions':
        return t(`${key}.${value}` as 'features.towbar')
      default:
        return value
    }
  }
  const data: SearchFiltersData = {
    multipleSearch: { label: t('keys.multipleSearch'), value: search.texts.multipleSearch },
    groups: LIST_KEYS.map((key) => ({
      name: key,
      legend: t(`keys.${key}`),
      ...(key === 'models' && search.lists.brands.length === 0 ? { hint: t('chooseMakeFirst') } : {}),
      options: facetOptions({
        key,
        search,
        facets: result.facets,
        labels: result.labels,
        label: (value) => labelOf(key, value),
      }).map((option) => choice(option.value, option.label, option.count, option.isChosen)),
    })),
    ranges: RANGE_KEYS.map((key) => ({ name: key, legend: t(`keys.${key}`), ...search.ranges[key] })),
    from: t('from'),
    to: t('to'),
    flags: {
      legend: t('keys.flags'),
      options: FLAG_KEYS.map((key) =>
        choice(key, t(`flags.${key}`), result.facets[key].get(FLAG_VALUE) ?? 0, search.flags[key]),
      ),
      serialNumber: { label: t('keys.serialNumber'), value: search.texts.serialNumber },
    },
    total: result.total,
  }
  return <SearchFiltersView data={data} formId={props.formId} />
}
