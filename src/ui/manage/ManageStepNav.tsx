import { getTranslations } from 'next-intl/server'

import { stepIndex, stepPath, stepStates, type StepId } from '@/domain/booking/booking-steps'
import { Link } from '@/i18n/navigation'

export type ManageStepId = Exclude<StepId, 'search'>

function isManageStep(step: StepId): step is ManageStepId {
  return step !== 'search'
}

const CIRCLE = {
  past: 'bg-brand-600 text-white',
  current: 'bg-brand-900 text-white ring-4 ring-brand-200',
  future: 'bg-white text-muted ring-1 ring-line',
} as const

/**
 * The manage steps (SPEC §2: Protection, Extras, Driver, Payment, Contract), each past, current or
 * future. Steps the visitor may open are links; payment waits for the driver step.
 */
export async function ManageStepNav({ current, canPay }: { current: ManageStepId; canPay: boolean }) {
  const t = await getTranslations('manage.steps')
  const steps = stepStates('manage', current).filter((step): step is typeof step & { id: ManageStepId } =>
    isManageStep(step.id),
  )
  return (
    <nav aria-label={t('label')} className="border-b border-line bg-white" data-testid="manage-steps">
      <ol className="mx-auto flex w-full max-w-[1440px] flex-wrap items-center gap-1.5 px-4 pt-3 sm:px-6 md:gap-2 md:pb-3 lg:px-8">
        {steps.map((step, index) => {
          const isLink = step.state !== 'current' && (step.id !== 'payment' || canPay)
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
              {isLink ? (
                <Link
                  href={stepPath('manage', step.id)}
                  className="flex min-h-11 items-center gap-2 rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {label}
                </Link>
              ) : (
                <span className="flex min-h-11 items-center gap-2">{label}</span>
              )}
            </li>
          )
        })}
      </ol>
      <p className="mx-auto w-full max-w-[1440px] px-4 pb-3 text-sm font-semibold sm:px-6 md:sr-only lg:px-8">
        {t('stepOf', { current: stepIndex('manage', current) + 1, total: steps.length })}: {t(current)}
      </p>
    </nav>
  )
}
