import type { FilterGroupData } from './filter-panel-data'

/**
 * One filter of the search form: a collapsible group of checkboxes named after the filter key,
 * each with how many cars it would give. Open when something in it is chosen.
 */
export function FacetGroup(props: FilterGroupData) {
  const chosen = props.options.filter((option) => option.isChosen).length
  return (
    <details className="group border-b border-line py-3" open={chosen > 0} data-testid={`facet-${props.name}`}>
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-semibold">
        <span>
          {props.legend}
          {chosen > 0 ? <span className="ml-2 rounded-full bg-brand-600 px-2 text-xs text-white">{chosen}</span> : null}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="mt-1">
        <legend className="sr-only">{props.legend}</legend>
        {props.hint ? <p className="py-1 text-sm text-muted">{props.hint}</p> : null}
        <ul className="max-h-72 space-y-1 overflow-y-auto">
          {props.options.map((option) => {
            const id = `f-${props.name}-${option.value.replace(/[^a-zA-Z0-9-]/g, '_')}`
            return (
              <li key={option.value}>
                <label htmlFor={id} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                  <input
                    id={id}
                    type="checkbox"
                    name={props.name}
                    value={option.value}
                    defaultChecked={option.isChosen}
                    className="size-5 accent-brand-600"
                  />
                  <span>{option.label}</span>
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
    </details>
  )
}
