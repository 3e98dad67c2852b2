/** Shared look of text inputs and selects; the error state uses `aria-invalid`. */
export const FIELD_CLASS =
  'block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-xs ' +
  'placeholder:text-muted/70 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 ' +
  'disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted ' +
  'aria-invalid:border-danger aria-invalid:focus:outline-danger'

export const LABEL_CLASS = 'mb-1.5 block text-sm font-medium text-ink'
export const HINT_CLASS = 'mt-1.5 text-sm text-muted'
export const ERROR_CLASS = 'mt-1.5 text-sm font-medium text-danger'
