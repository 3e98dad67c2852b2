import { describe, expect, it } from 'vitest'

import { e2eSelection, selectsProject } from './e2e-selection'

const MAIN = ['/repo/tests/e2e/payment.spec.ts', '/repo/tests/e2e/manage-money.spec.ts']
const ADYEN = ['/repo/tests/e2e/adyen/hosted-checkout.spec.ts']

function needs(command: string) {
  const selection = e2eSelection(['node', 'playwright', ...command.split(' ').filter(Boolean)])
  return { main: selectsProject(selection, 'chromium', MAIN), adyen: selectsProject(selection, 'adyen', ADYEN) }
}

describe('the apps an end-to-end run needs', () => {
  it('are both for the whole suite, and one for a project', () => {
    expect(needs('test')).toEqual({ main: true, adyen: true })
    expect(needs('test --project adyen')).toEqual({ main: false, adyen: true })
    expect(needs('test --project=chromium --workers 2')).toEqual({ main: true, adyen: false })
  })

  it('follow the file filters, read as Playwright reads them', () => {
    expect(needs('test tests/e2e/payment.spec.ts')).toEqual({ main: true, adyen: false })
    expect(needs('test tests/e2e/adyen/hosted-checkout.spec.ts:40')).toEqual({ main: false, adyen: true })
    expect(needs('test checkout -g adyen')).toEqual({ main: false, adyen: true })
    expect(needs('test payment --reporter list')).toEqual({ main: true, adyen: false })
    expect(needs('test spec')).toEqual({ main: true, adyen: true })
  })
})
