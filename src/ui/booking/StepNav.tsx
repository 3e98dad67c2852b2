import { getTranslations } from 'next-intl/server'

import { stepIndex, stepStates, type Flow, type StepId } from '@/domain/booking/booking-steps'
import { Link } from '@/i18n/navigation'

const CIRCLE = {
  past: 'bg-brand-600 text-white',
  current: 'bg-brand-900 text-white ring-4 ring-brand-200',
  future: 'bg-white text-muted ring-1 ring-line',
} as const

type Props = {
  current: StepId
  /** The booking steps unless 'manage' (SPEC §2: Protection, Extras, Driver, Payment, Contract). */
  flow?: Flow | undefined
  /** The address of a step the visitor may open (a link), undefined for one they may not. */
  hrefOf?: ((step: StepId) => string | undefined) | undefined
}

/**
 * The booking steps, each past, current or future (SPEC §2). Phones show numbered circles and
 * 'Step n of 6: label' under them; from 816 px every label shows beside its circle.
 */
export async function StepNav({ current, flow = 'booking', hrefOf }: Props) {
  const t = await getTranslations(flow === 'manage' ? 'manage.steps' : 'booking.steps')
  const steps = stepStates(flow, current)
  return (
    <nav
      aria-label={t('label')}
      className="scroll-mt-(--header-height) border-b border-line bg-white"
      data-testid={`${flow}-steps`}
    >
      <ol className="mx-auto flex w-full max-w-[1440px] flex-wrap items-center gap-1.5 px-4 pt-3 sm:px-6 md:gap-2 md:pb-3 lg:px-8">
        {steps.map((step, index) => {
          const href = step.state === 'current' ? undefined : hrefOf?.(step.id)
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`flex size-7 items-center justify-center rounded-full text-xs font-bold md:size-8 md:text-sm ${CIRCLE[step.state]}`}
              >
                {step.state === 'past' ? '✓' : index + 1}
              </span>
              <span
                className={`sr-only text-sm md:not-sr-only ${step.state === 'current' ? 'font-semibold text-ink' : 'text-muted'}`}
              >
                {t(step.id)}
                {step.state === 'past' ? <span className="sr-only"> ({t('completed')})</span> : null}
              </span>
            </>
          )
          return (
            <li
              key={step.id}
              aria-current={step.state === 'current' ? 'step' : undefined}
              data-state={step.state}
              className="flex shrink-0 items-center gap-2"
            >
              {index > 0 ? <span aria-hidden="true" className="hidden h-px w-8 bg-line md:block" /> : null}
              {href ? (
                <Link
                  href={href}
                  className="flex min-h-11 items-center gap-2 rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          )
        })}
      </ol>
      <p className="mx-auto w-full max-w-[1440px] px-4 pt-1.5 pb-3 text-sm font-semibold sm:px-6 md:sr-only lg:px-8">
        {t('stepOf', { current: stepIndex(flow, current) + 1, total: steps.length })}: {t(current)}
      </p>
    </nav>
  )
}
