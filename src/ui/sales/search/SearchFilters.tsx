import { getTranslations } from 'next-intl/server'

import { FLAG_VALUE } from '@/domain/sales/search/facets'
import { FLAG_KEYS, LIST_KEYS, RANGE_KEYS, type ListKey, type SaleSearch } from '@/domain/sales/search/keys'
import type { SaleSearchResult } from '@/server/sales/search/search-cars'
import { FIELD_CLASS, LABEL_CLASS } from '@/ui/primitives/field-styles'

import { FacetGroup, type FacetOption } from './FacetGroup'
import { facetOptions } from './facet-options'
import { RangeGroup } from './RangeGroup'
import { ShowCarsButton } from './lazy'

/** The filters of the search form: search words, one group per list key, the ranges and the flags. */
export async function SearchFilters(props: { formId: string; search: SaleSearch; result: SaleSearchResult }) {
  const { search, result } = props
  const [t, results] = await Promise.all([getTranslations('salesSearch'), getTranslations('saleResults')])
  const countLabel = (option: FacetOption) => t('optionCount', { label: option.label, count: option.count })
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
  const chosenFlags = FLAG_KEYS.filter((key) => search.flags[key]).length
  return (
    <div className="flex flex-col">
      <label className="block py-3">
        <span className={LABEL_CLASS}>{t('keys.multipleSearch')}</span>
        <input type="search" name="multipleSearch" defaultValue={search.texts.multipleSearch} className={FIELD_CLASS} />
      </label>
      {LIST_KEYS.map((key) => (
        <FacetGroup
          key={key}
          name={key}
          legend={t(`keys.${key}`)}
          countLabel={countLabel}
          options={facetOptions({
            key,
            search,
            facets: result.facets,
            labels: result.labels,
            label: (value) => labelOf(key, value),
          })}
          hint={
            key === 'models' && search.lists.brands.length === 0 ? (
              <p className="py-1 text-sm text-muted">{t('chooseMakeFirst')}</p>
            ) : undefined
          }
        />
      ))}
      {RANGE_KEYS.map((key) => (
        <RangeGroup
          key={key}
          name={key}
          legend={t(`keys.${key}`)}
          range={search.ranges[key]}
          from={t('from')}
          to={t('to')}
        />
      ))}
      <details
        className="group border-b border-line py-3"
        open={chosenFlags > 0 || search.texts.serialNumber !== ''}
        data-testid="facet-flags"
      >
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-semibold">
          <span>{t('keys.flags')}</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <fieldset className="mt-1">
          <legend className="sr-only">{t('keys.flags')}</legend>
          <ul className="space-y-1">
            {FLAG_KEYS.map((key) => (
              <li key={key}>
                <label htmlFor={`f-${key}`} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                  <input
                    id={`f-${key}`}
                    type="checkbox"
                    name={key}
                    value="true"
                    defaultChecked={search.flags[key]}
                    className="size-5 accent-brand-600"
                  />
                  <span>
                    {t('optionCount', { label: t(`flags.${key}`), count: result.facets[key].get(FLAG_VALUE) ?? 0 })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <label className="mt-3 block">
            <span className={LABEL_CLASS}>{t('keys.serialNumber')}</span>
            <input type="text" name="serialNumber" defaultValue={search.texts.serialNumber} className={FIELD_CLASS} />
          </label>
        </fieldset>
      </details>
      <div className="sticky bottom-0 bg-white py-4">
        <ShowCarsButton formId={props.formId} initialCount={result.total} />
      </div>
    </div>
  )
}
