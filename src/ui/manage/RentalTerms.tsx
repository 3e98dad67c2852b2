import { getTranslations } from 'next-intl/server'

import { ManageSection } from './ManageSection'

const TERMS = ['driver', 'licence', 'mileage', 'fuel', 'insurance', 'roads', 'cancellation'] as const

/** The rental terms of the contract step, in the visitor's language. */
export async function RentalTerms({ hours }: { hours: number }) {
  const t = await getTranslations('manage.terms')
  return (
    <ManageSection id="terms-title" title={t('title')} testId="manage-terms">
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm">
        {TERMS.map((term) => (
          <li key={term}>{t(term, { hours })}</li>
        ))}
      </ol>
    </ManageSection>
  )
}
