'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { startTransition, useMemo, useRef } from 'react'
import { get, useForm, type DefaultValues, type FieldValues } from 'react-hook-form'

import { formValues, type FormState } from '@/domain/validation/form-state'
import type { LazyResolver } from '@/ui/forms/lazy-resolver'

import type { ErrorFor } from './detail-errors'
import { sectionOf, validationText } from './detail-messages'
import { fieldId } from './field-ids'
import { toFieldErrors } from './form-resolver'

type Params<Values extends FieldValues, Output> = {
  state: FormState<Values>
  formAction: (data: FormData) => void
  defaults: Values
  resolver: LazyResolver<Values, Output>
  /** Runs when the browser's check passed, just before the form is posted. */
  onValid?: (() => void) | undefined
}

/**
 * A step form (the booking's Personal Information, manage's Driver step): the browser checks it
 * with the same schema as the server action (react-hook-form + zod, the schema code fetched when
 * the visitor first enters the form) before posting; without JavaScript it posts as a plain form. The server's field errors go through `errors`: shown on
 * first render (also without JavaScript), and react-hook-form focuses the first of them.
 */
export function useCheckedForm<Values extends FieldValues, Output>(params: Params<Values, Output>) {
  const { state, formAction, onValid } = params
  const serverErrors = useMemo(
    () => (state.status === 'invalid' ? toFieldErrors<Values>(state.errors) : undefined),
    [state],
  )
  const form = useForm<Values, unknown, Output>({
    resolver: params.resolver,
    // Whole values are a deep partial of themselves; TypeScript cannot see it for a type parameter.
    defaultValues: formValues(state, params.defaults) as DefaultValues<Values>,
    errors: serverErrors,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const formRef = useRef<HTMLFormElement>(null)
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(() => {
      if (!formRef.current) return
      const data = new FormData(formRef.current)
      onValid?.()
      startTransition(() => formAction(data))
    })(event)
  return { form, formRef, onSubmit, onFocus: params.resolver.preload, formAction }
}

/**
 * The translated error of each field and the error summary's lines, for the fields the visitor
 * sees (in page order), each line naming its section so one driver's names are told from another's.
 */
export function useErrorTexts(errors: object, paths: readonly string[]) {
  const t = useTranslations('booking.detail')
  const errorFor: ErrorFor = (path) => {
    const key: unknown = get(errors, `${path}.message`)
    return typeof key === 'string' && key ? validationText(t, { path, key }) : undefined
  }
  const summary = paths.flatMap((path) => {
    const text = errorFor(path)
    return text ? [{ id: fieldId(path), text: `${sectionOf(t, path)}: ${text}` }] : []
  })
  return { errorFor, summary }
}
