/**
 * The hidden fields of a booking step form: the page language and the query to carry on, and a
 * first, hidden 'update' button so that Enter in a field recalculates rather than pressing the
 * first visible button (a stepper) of the form.
 */
export function StepFormFields({ locale, query }: { locale: string; query: URLSearchParams }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="query" value={query.toString()} />
      <button type="submit" name="intent" value="update" hidden tabIndex={-1} />
    </>
  )
}
