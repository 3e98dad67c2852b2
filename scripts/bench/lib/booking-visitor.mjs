// Drives one visitor through the booking steps (search, Book now, Insurance, Extras, Personal
// Information, pay at pickup with the terms accepted) and calls `atStep` on each step's page, for the step benchmarks.

function inDays(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** Walks the steps at phone width; `atStep(step, page, context)` runs once each step has loaded. */
export async function walkBookingSteps({ browser, origin, atStep, daysAhead = 40 }) {
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await visitor.newPage()
  const proceed = async (pathPart) => {
    await page.locator('main button[name="intent"][value="continue"]').click()
    await page.waitForURL(new RegExp(`/booking/${pathPart}\\?`))
  }
  try {
    await page.goto(`${origin}/booking?puDate=${inDays(daysAhead)}&doDate=${inDays(daysAhead + 4)}`)
    await atStep('search', page, visitor)
    await page.getByTestId('car-card').first().getByTestId('choose-car').getByRole('button').click()
    await page.waitForURL(/\/booking\/protection\?/)
    await atStep('protection', page, visitor)
    await proceed('extras')
    await atStep('extras', page, visitor)
    await proceed('detail')
    await atStep('detail', page, visitor)
    const form = page.getByTestId('detail-form')
    await form.locator('[name="client.firstName"]').fill('Bench')
    await form.locator('[name="client.lastName"]').fill('Visitor')
    await form.locator('[name="client.email"]').fill('bench@example.com')
    await form.locator('[name="client.phone"]').fill('+354 555 1234')
    await form.locator('[name="mainDriver.licenseNumber"]').fill('B1234567')
    await form.locator('[name="mainDriver.expiry.date"]').fill(`${new Date().getUTCFullYear() + 2}-06-30`)
    await form.locator('button[type="submit"]').last().click()
    await page.waitForURL(/\/booking\/payment\?/)
    await page.getByTestId('payment-form').waitFor()
    await atStep('payment', page, visitor)
    await page.getByTestId('payment-choice-pickup').getByRole('radio').check()
    await page.getByTestId('payment-terms-accept').check()
    await page.getByTestId('payment-form').locator('button[type="submit"]').last().click()
    await page.waitForURL(/\/booking\/confirmation/)
    await atStep('confirmation', page, visitor)
  } finally {
    await visitor.close()
  }
}
