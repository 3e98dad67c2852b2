'use client'

import type React from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'

import { formProblem, type FormState } from '@/domain/validation/form-state'
import { buttonClass } from '@/ui/primitives/button-styles'

import { DetailErrorsContext } from './detail-errors'
import { ErrorSummary } from './ErrorSummary'
import { FailureNotice } from './FailureNotice'
import { useErrorTexts } from './useCheckedForm'

type Props<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>
  formRef: React.RefObject<HTMLFormElement | null>
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  /** Runs as the visitor enters the form (its schema code is fetched then). */
  onFocus: () => void
  formAction: (data: FormData) => void
  /** The action's answer: its field errors are shown, its problem is the failure notice. */
  state: FormState<Values>
  /** The fields the visitor sees, in page order (the error summary's order). */
  paths: readonly string[]
  /** The search, offered when the held booking is gone. */
  searchHref?: string | undefined
  locale: string
  labelledBy: string
  testId: string
  submitLabel: string
  isPending: boolean
  children: React.ReactNode
}

/**
 * The frame of a checked step form (see useCheckedForm): the error summary and the form's
 * problem above the fields, the submit button below; the fields read their errors from context.
 */
export function CheckedForm<Values extends FieldValues, Output>({
  form,
  formRef,
  onSubmit,
  onFocus,
  formAction,
  state,
  paths,
  searchHref,
  locale,
  labelledBy,
  testId,
  submitLabel,
  isPending,
  children,
}: Props<Values, Output>) {
  const { errorFor, summary } = useErrorTexts(form.formState.errors, paths)
  return (
    <FormProvider {...form}>
      <DetailErrorsContext value={errorFor}>
        <form
          ref={formRef}
          action={formAction}
          onSubmit={onSubmit}
          onFocus={onFocus}
          noValidate
          aria-labelledby={labelledBy}
          className="grid gap-6"
          data-testid={testId}
        >
          <input type="hidden" name="locale" value={locale} />
          <ErrorSummary errors={summary} />
          <FailureNotice problem={formProblem(state)} answer={state} searchHref={searchHref} />
          {children}
          <div className="flex justify-end">
            <button type="submit" className={`${buttonClass('primary')} w-full sm:w-auto`} disabled={isPending}>
              {submitLabel}
            </button>
          </div>
        </form>
      </DetailErrorsContext>
    </FormProvider>
  )
}
