import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'

import {
  BOOKING_CLIENT_NAMESPACES,
  CONTENT_CLIENT_NAMESPACES,
  DETAIL_CLIENT_NAMESPACES,
  FORM_CLIENT_NAMESPACES,
  MANAGE_CLIENT_NAMESPACES,
  PAYMENT_CLIENT_NAMESPACES,
  pickNamespaces,
  SALES_CLIENT_NAMESPACES,
} from './client-messages'
import type { Messages } from './messages'

const messages = en as Messages

/** Client component files under `dir` (they start with 'use client'). */
function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return clientFiles(file)
    if (!/\.tsx?$/.test(name) || name.endsWith('.test.ts')) return []
    return readFileSync(file, 'utf8').startsWith("'use client'") ? [file] : []
  })
}

/** The booking and manage steps' parts (their layouts give them BOOKING_ or MANAGE_CLIENT_NAMESPACES). */
const STEP_DIRS = ['src/ui/booking/', 'src/ui/manage/']
const MANAGE_DIR = 'src/ui/manage/'
/** The details and payment forms' parts (the details and payment steps add their namespaces). */
const DETAIL_DIR = 'src/ui/booking/detail/'
const PAYMENT_DIR = 'src/ui/booking/payment/'
/** Booking parts that content pages show too (the home page's search box block). */
const ON_CONTENT_PAGES = ['src/ui/booking/SearchBox.tsx']
/** The used-car pages' parts (those pages add SALES_CLIENT_NAMESPACES). */
const SALES_DIR = 'src/ui/sales/'
/** The contact form block's parts (the block adds FORM_CLIENT_NAMESPACES). */
const FORMS_DIR = 'src/ui/forms/'

describe('pickNamespaces', () => {
  it('keeps whole namespaces and single inner ones', () => {
    const picked = pickNamespaces(messages, ['common', 'booking.search']) as unknown as Record<string, unknown>
    expect(Object.keys(picked).sort()).toEqual(['booking', 'common'])
    expect(picked.common).toEqual(messages.common)
    expect(picked.booking).toEqual({ search: messages.booking.search })
  })

  it('skips names the catalogue does not have', () => {
    expect(pickNamespaces(messages, ['nothing', 'booking.nothing'])).toEqual({})
  })

  it('leaves the booking, manage and fleet texts out of content pages', () => {
    const picked = JSON.stringify(pickNamespaces(messages, CONTENT_CLIENT_NAMESPACES))
    expect(picked.length).toBeLessThan(JSON.stringify(messages).length / 2)
  })
})

/** The namespaces of `file`'s useTranslations('…') calls that `given` does not hold. */
function uncovered(file: string, given: readonly string[]): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/useTranslations\('([\w.]+)'\)/g)]
    .map(([, namespace = '']) => namespace)
    .filter((namespace) => !given.some((picked) => namespace === picked || namespace.startsWith(`${picked}.`)))
    .map((namespace) => `${file}: ${namespace}`)
}

describe('the client messages a page is given', () => {
  // The ui-kit page (src/ui/ui-kit) is given the whole catalogue by its layout.
  const files = clientFiles('src').filter((file) => !file.startsWith('src/ui/ui-kit/'))
  const isStepPart = (file: string) => STEP_DIRS.some((dir) => file.startsWith(dir))

  const isSalesPart = (file: string) => file.startsWith(SALES_DIR)
  const isFormPart = (file: string) => file.startsWith(FORMS_DIR)

  it('cover every namespace a content page’s client component translates with', () => {
    const onContentPages = files.filter(
      (file) => (!isStepPart(file) && !isSalesPart(file) && !isFormPart(file)) || ON_CONTENT_PAGES.includes(file),
    )
    expect(onContentPages.flatMap((file) => uncovered(file, CONTENT_CLIENT_NAMESPACES))).toEqual([])
  })

  it('cover every namespace a used-car page’s or a form’s client component translates with', () => {
    const sales = [...CONTENT_CLIENT_NAMESPACES, ...SALES_CLIENT_NAMESPACES]
    const forms = [...CONTENT_CLIENT_NAMESPACES, ...FORM_CLIENT_NAMESPACES]
    expect(files.filter(isSalesPart).flatMap((file) => uncovered(file, sales))).toEqual([])
    expect(files.filter(isFormPart).flatMap((file) => uncovered(file, forms))).toEqual([])
  })

  it('give the error catalogue only to the parts that get it', () => {
    // apiErrors is read through errorMessageKey(code), which the namespace check above cannot see.
    const readsErrors = files.filter((file) => /errorMessageKey|apiErrors/.test(readFileSync(file, 'utf8')))
    expect(readsErrors.length).toBeGreaterThan(0)
    expect(readsErrors.filter((file) => !isStepPart(file) && !isSalesPart(file) && !isFormPart(file))).toEqual([])
  })

  it('cover every namespace a booking or manage step’s client component translates with', () => {
    // The used-car parts never show on a step; the manage parts only on manage's.
    const onSteps = files.filter((file) => !isSalesPart(file) && !file.startsWith(MANAGE_DIR))
    const givenOn = (file: string): readonly string[] => {
      if (file.startsWith(DETAIL_DIR)) return [...BOOKING_CLIENT_NAMESPACES, ...DETAIL_CLIENT_NAMESPACES]
      if (file.startsWith(PAYMENT_DIR)) return [...BOOKING_CLIENT_NAMESPACES, ...PAYMENT_CLIENT_NAMESPACES]
      return BOOKING_CLIENT_NAMESPACES
    }
    expect(onSteps.flatMap((file) => uncovered(file, givenOn(file)))).toEqual([])
    const onManage = files.filter((file) => !isSalesPart(file))
    expect(onManage.flatMap((file) => uncovered(file, MANAGE_CLIENT_NAMESPACES))).toEqual([])
  })
})
