import { useTranslations } from 'next-intl'

type Props = { errors: readonly { id: string; text: string }[]; testId?: string }

/** The form's errors in one list for screen readers and a quick overview, each linked to its field. */
export function ErrorSummary({ errors, testId = 'detail-error-summary' }: Props) {
  const t = useTranslations('booking.detail')
  return (
    <div role="alert" data-testid={testId}>
      {errors.length > 0 ? (
        <div className="rounded-xl border-2 border-danger bg-white p-4">
          <p className="font-semibold text-ink">{t('errorSummary', { count: errors.length })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errors.map((error) => (
              <li key={error.id}>
                <a href={`#${error.id}`} className="text-danger underline underline-offset-4">
                  {error.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
