'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { localeOr } from '@/i18n/locales'
import { withinRequestTime } from '@/server/async/request-deadline'
import { formDataArgument } from '@/server/http/action-arguments'

import { submitRequest } from '../request-submit'

/** The request step's form (a car offered on request): sends the request, then the confirmation page. */
export async function sendBookingRequest(input: FormData): Promise<never> {
  return withinRequestTime(async () => {
    const formData = formDataArgument('sendBookingRequest', input)
    const text = (name: string) => {
      const value = formData.get(name)
      return typeof value === 'string' ? value : undefined
    }
    redirect(await submitRequest({ locale: localeOr(text('locale')), query: new URLSearchParams(text('query') ?? '') }))
  })
}
