import { getTranslations } from 'next-intl/server'

import { FLAG_VALUE } from '@/domain/sales/search/facets'
import { FLAG_KEYS, LIST_KEYS, RANGE_KEYS, type ListKey, type SaleSearch } from '@/domain/sales/search/keys'
import type { SaleSearchResult } from '@/server/sales/search/search-cars'

import type { FilterChoice, SearchFiltersData } from './filter-panel-data'
import { facetOptions } from './facet-options'
import { SearchFiltersView } from './lazy'

/** The filters of the search form, worded and counted here and drawn in the browser from their data. */
export async function SearchFilters(props: { formId: string; search: SaleSearch; result: SaleSearchResult }) {
  const { search, result } = props
  const [t, results] = await Promise.all([getTranslations('salesSearch'), getTranslations('saleResults')])
  const choice = (value: string, label: string, count: number, isChosen: boolean): FilterChoice => ({
    value,
    label: t('optionCount', { label, count }),
    isChosen,
  })
  const labelOf = (key: ListKey, value: string): string => {
    switch (key) {
      case 'brands':
        return result.labels.brands.get(value) ?? value
      case 'models':
        return result.labels.models.get(value)?.name ?? value
      case 'colors':
        return result.labels.colors.get(value) ?? value
      case 'fuels':
        return results(`fuels.${value}` as 'fuels.Petrol')
      case 'transmissions':
        return results(`gearboxes.${value}` as 'gearboxes.Manual')
      case 'categories':
      case 'driveTrains':
      case 'features':
      case 'additionalOptions':
        return t(`${key}.${value}` as 'categories.SUV')
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
