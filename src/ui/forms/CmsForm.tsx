'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { errorMessageKey } from '@/domain/errors/error-messages'
import type { ErrorCode } from '@/domain/errors/errors'
import { checkForm, MAX_FILE_BYTES, MAX_FORM_FILES } from '@/domain/forms/check-form'
import { fieldStates } from '@/domain/forms/field-rules'
import { isShownKind, type FormDefinition } from '@/domain/forms/form-definition'
import { formIssueMessage } from '@/domain/forms/form-messages'
import { useRouter } from '@/i18n/navigation-client'
import { buttonClass } from '@/ui/primitives/button-styles'
import { useBotFields, type ClientBotCheck } from '@/ui/sales/car/use-bot-fields'

import { CmsFormField } from './CmsFormField'
import { initialValues } from './initial-values'
import { sendCmsForm } from './send-cms-form'

/** Errors the visitor can act on, shown as they are (`apiErrors.<code>`); others are the generic form error. */
const SHOWN_ERRORS: readonly ErrorCode[] = [
  'TOO_MANY_FILES',
  'FILE_TOO_LARGE',
  'FILE_NOT_ACCEPTED',
  'BOT_CHECK_FAILED',
  'TOO_MANY_REQUESTS',
  'FORM_NOT_FOUND',
  'REQUEST_TOO_LARGE',
  'VALIDATION_FAILED',
]

type Props = {
  form: FormDefinition
  botCheck: ClientBotCheck
  /** The form's confirmation message, rendered on the server; the default text when absent. */
  confirmation: ReactNode
}

/**
 * A form built in the CMS: the rules (fieldStates) show, hide and require fields as the visitor
 * types; on submit the same checks as the server's run first, then the form is posted as form data
 * to `POST /v1/company/contact?sid=&ln=` with the bot check's fields. Success shows the form's
 * message or goes to its redirect path (default `/`).
 */
export function CmsForm({ form, botCheck, confirmation }: Props) {
  const t = useTranslations('forms')
  const translate = useTranslations()
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const bot = useBotFields(botCheck)
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(() => initialValues(form.fields))
  const [files, setFiles] = useState<Record<string, File[]>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const [isSent, setIsSent] = useState(false)
  const [honeypot, setHoneypot] = useState('')

  const states = fieldStates(form.fields, values)
  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _dropped, ...rest }) => rest)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const query = new URLSearchParams(window.location.search)
    const submitted = { ...values, ...hiddenValues(initialValues(form.fields, query), form) }
    const checked = checkForm({ fields: form.fields, values: submitted, files })
    if (checked.issues.length > 0) {
      showErrors(
        Object.fromEntries(
          checked.issues.map((issue) => [
            issue.field,
            formIssueMessage(issue, (key, params) => t(key, params), locale),
          ]),
        ),
      )
      return
    }
    setIsSending(true)
    try {
      const body = new FormData()
      for (const { field, value } of checked.data) body.set(field, value)
      for (const [name, chosen] of Object.entries(files)) {
        if (states[name]?.isVisible) for (const file of chosen) body.append(name, file)
      }
      body.set('website', honeypot)
      const proof = await bot.collect()
      for (const [name, value] of Object.entries(proof.fields)) body.set(name, value)
      const sent = await sendCmsForm(
        `/v1/company/contact?sid=${encodeURIComponent(form.id)}&ln=${locale}`,
        body,
        proof.headers,
      )
      if (sent.isOk) return succeed()
      if (Object.keys(sent.fields).length > 0) showErrors(sent.fields)
      else
        setFailure(
          sent.message && SHOWN_ERRORS.includes(sent.code as ErrorCode)
            ? sent.message
            : failureText(sent.code, sent.params),
        )
    } catch {
      setFailure(t('failed'))
    } finally {
      setIsSending(false)
    }
  }

  function succeed() {
    if (form.confirmation.kind === 'redirect') {
      const target = form.confirmation.redirectTo
      if (/^https?:\/\//.test(target)) window.location.assign(target)
      else router.push(target)
      return
    }
    setIsSent(true)
  }

  function showErrors(next: Record<string, string>) {
    setErrors(next)
    const first = form.fields.find((field) => next[field.name] && isShownKind(field.kind))
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
    else setFailure(Object.values(next)[0] ?? t('failed'))
  }

  function failureText(code: string, params: Record<string, string | number>): string {
    const shown = SHOWN_ERRORS.find((item) => item === code)
    if (!shown) return t('failed')
    return translate(errorMessageKey(shown), {
      max: MAX_FORM_FILES,
      maxMb: MAX_FILE_BYTES / (1024 * 1024),
      name: '',
      ...params,
    })
  }

  if (isSent) {
    return (
      <div role="status" className="rounded-2xl border border-success/40 bg-success/5 p-6" data-testid="cms-form-sent">
        {confirmation ?? <p className="font-semibold text-success">{t('sent')}</p>}
      </div>
    )
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5" data-testid={`cms-form-${form.id}`}>
      {Object.keys(errors).length > 1 ? (
        <p role="alert" className="font-semibold text-danger">
          {t('errorSummary')}
        </p>
      ) : null}
      {form.fields.map((field) => {
        const state = states[field.name]
        if (!state?.isVisible || !isShownKind(field.kind)) return null
        return (
          <CmsFormField
            key={field.name}
            id={`${id}-${field.name}`}
            field={field}
            value={values[field.name] ?? ''}
            isRequired={state.isRequired}
            error={errors[field.name]}
            filesChosen={files[field.name]?.length ?? 0}
            onValue={(value) => setValue(field.name, value)}
            onFiles={(chosen) => {
              setFiles((current) => ({ ...current, [field.name]: chosen }))
              setErrors(({ [field.name]: _dropped, ...rest }) => rest)
            }}
          />
        )
      })}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <div id={bot.containerId} hidden />
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={isSending}>
          {isSending ? t('sending') : form.submitLabel || t('submit')}
        </button>
      </div>
      <p role="alert" className="font-semibold text-danger empty:hidden" data-testid="cms-form-failure">
        {failure}
      </p>
    </form>
  )
}

/** The hidden fields' values (their default, or the page's query parameter of the same name, read on submit). */
function hiddenValues(values: Record<string, string>, form: FormDefinition): Record<string, string> {
  const hidden = new Set(form.fields.filter((field) => field.kind === 'hidden').map((field) => field.name))
  return Object.fromEntries(Object.entries(values).filter(([name]) => hidden.has(name)))
}
