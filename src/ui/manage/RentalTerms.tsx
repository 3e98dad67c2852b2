import { getTranslations } from 'next-intl/server'

const TERMS = ['driver', 'licence', 'mileage', 'fuel', 'insurance', 'roads', 'cancellation'] as const

/** The rental terms of the contract step, in the visitor's language. */
export async function RentalTerms({ hours }: { hours: number }) {
  const t = await getTranslations('manage.terms')
  return (
    <section
      aria-labelledby="terms-title"
      className="rounded-2xl border border-line bg-white p-5"
      data-testid="manage-terms"
    >
      <h2 id="terms-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm">
        {TERMS.map((term) => (
          <li key={term}>{t(term, { hours })}</li>
        ))}
      </ol>
    </section>
  )
}
