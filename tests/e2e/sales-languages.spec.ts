import type { APIRequestContext, Page } from '@playwright/test'

import { addressFor, expect, skipCookieNotice, test } from './fixtures'

/**
 * Issue 30: a car for sale in Icelandic and German names its colour, fuel, gearbox, drive and
 * body type in that language, on its page, on the result cards and in the filters with their
 * counts; an offer ends on a confirmation panel that has the focus and leads back to the car.
 */

const SHOTS = '/tmp/shots/sales-languages'
const WIDTHS = [390, 1280] as const

/** The seeded Dacia Duster 4x4: green, diesel, manual, four-wheel drive, an SUV. */
const DUSTER = 'Duster 4x4'

const LANGUAGES = [
  {
    locale: 'is',
    prefix: '/is',
    spec: {
      fuel: ['Eldsneyti', 'Dísil'],
      gearbox: ['Gírkassi', 'Beinskiptur'],
      driveTrain: ['Drif', 'Fjórhjóladrif (4x4)'],
      bodyType: ['Yfirbygging', 'Jepplingur'],
      colour: ['Litur', 'Grænn'],
    },
    filters: { colors: 'Svartur (6)', fuels: 'Dísil (14)', driveTrains: 'Fjórhjóladrif (4x4) (8)' },
    cardFacts: 'Dísil · Beinskiptur',
    buyer: 'Guðrún Jónsdóttir',
    offer: 'Gera tilboð',
    send: 'Senda',
    labels: { name: 'Nafn', email: 'Netfang', phone: 'Sími', offeredPrice: 'Tilboðsverð (ISK)' },
    sent: 'Takk fyrir, fyrirspurn móttekin.',
    next: 'Söluteymið okkar fer yfir tilboðið þitt',
    backToCar: 'Aftur að bílnum',
    otherCars: 'Sjá fleiri bíla til sölu',
  },
  {
    locale: 'de',
    prefix: '/de',
    spec: {
      fuel: ['Kraftstoff', 'Diesel'],
      gearbox: ['Getriebe', 'Schaltgetriebe'],
      driveTrain: ['Antrieb', 'Vierradantrieb (4x4)'],
      bodyType: ['Karosserie', 'SUV'],
      colour: ['Farbe', 'Grün'],
    },
    filters: { colors: 'Schwarz (6)', fuels: 'Diesel (14)', driveTrains: 'Vierradantrieb (4x4) (8)' },
    cardFacts: 'Diesel · Schaltgetriebe',
    buyer: 'Jürgen Müller',
    offer: 'Angebot senden',
    send: 'Senden',
    labels: { name: 'Name', email: 'E-Mail', phone: 'Telefon', offeredPrice: 'Gebotener Preis (ISK)' },
    sent: 'Vielen Dank, Ihre Anfrage ist eingegangen.',
    next: 'Unser Verkaufsteam prüft Ihr Angebot',
    backToCar: 'Zurück zum Auto',
    otherCars: 'Weitere Autos zu verkaufen',
  },
] as const

/** The seeded Duster's id, as a visitor's REST call finds it. */
async function dusterId(request: APIRequestContext): Promise<number> {
  const response = await request.get(
    `/api/vehicles-for-sale?limit=1&depth=0&where[model][equals]=${encodeURIComponent(DUSTER)}`,
  )
  expect(response.ok()).toBe(true)
  const car = ((await response.json()) as { docs: { id: number }[] }).docs[0]
  if (!car) throw new Error('the seeded Duster is missing')
  return car.id
}

/** The text of one row of the spec table: its name and its value. */
async function specRow(page: Page, key: string): Promise<[string, string]> {
  const row = page.getByTestId('car-spec').locator(`[data-spec="${key}"]`)
  return [(await row.locator('dt').innerText()).trim(), (await row.locator('dd').innerText()).trim()]
}

/** Opens the filter panel on a phone, then one filter group. */
async function openGroup(page: Page, key: string): Promise<void> {
  const panel = page.getByTestId('search-filters')
  const panelSummary = panel.locator(':scope > summary')
  if ((await panel.getAttribute('open')) === null && (await panelSummary.isVisible())) await panelSummary.click()
  const group = page.getByTestId(`facet-${key}`)
  if ((await group.getAttribute('open')) === null) await group.locator(':scope > summary').click()
}

for (const language of LANGUAGES) {
  test(`${language.locale}: the filters and result cards name colours, fuels and drives in ${language.locale}`, async ({
    page,
  }) => {
    await skipCookieNotice(page)
    await page.goto(`${language.prefix}/search`)
    for (const [key, label] of Object.entries(language.filters)) {
      await openGroup(page, key)
      await expect(page.getByTestId(`facet-${key}`).getByText(label, { exact: true })).toBeVisible()
    }
    // No colour is left in English.
    await expect(page.getByTestId('facet-colors')).not.toContainText(/Black|White|Green/)
    await page.getByTestId('facet-colors').screenshot({ path: `${SHOTS}/${language.locale}-colour-filter.png` })

    await page.goto(`${language.prefix}/search?colors=green&driveTrains=4WD`)
    const card = page.getByTestId('sale-car').filter({ hasText: DUSTER })
    await expect(card).toContainText(language.cardFacts)
  })

  for (const width of WIDTHS) {
    test(`${language.locale} at ${width} px: the spec table in ${language.locale}, then an offer ends on its confirmation`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      await skipCookieNotice(page)
      // Each test writes from its own address, so the per-address form limit counts it alone.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(testInfo) })
      await page.goto(`${language.prefix}/car/${await dusterId(request)}`)

      await expect(page.getByTestId('car-spec')).toBeVisible()
      for (const [key, row] of Object.entries(language.spec)) expect(await specRow(page, key)).toEqual(row)
      await expect(page.getByTestId('car-spec')).not.toContainText(/Green|FWD|4WD\b|Manual/)
      await page.getByTestId('car-spec').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/${language.locale}-${width}-car.png`, fullPage: true })

      // The offer: the browser waits out the bot check's minimum fill time itself once the stamp is in.
      const stamp = page.waitForResponse('**/v1/forms/stamp')
      await page.getByRole('button', { name: language.offer }).click()
      const offer = page.getByTestId('offer-modal')
      await stamp
      await offer.getByLabel(language.labels.name).fill(language.buyer)
      await offer.getByLabel(language.labels.email).fill('kaupandi@example.is')
      await offer.getByLabel(language.labels.phone).fill('+354 555 1234')
      await offer.getByLabel(language.labels.offeredPrice).fill('2 200 000')
      await offer.getByRole('button', { name: language.send }).click()

      const sent = offer.getByTestId('sale-form-sent-offer')
      await expect(sent.getByRole('heading', { name: language.sent })).toBeFocused()
      await expect(sent).toContainText(language.next)
      await expect(sent.getByRole('link', { name: language.otherCars })).toHaveAttribute(
        'href',
        `${language.prefix}/search`,
      )
      await expect(offer.getByTestId('sale-form-offer')).toHaveCount(0)
      await page.screenshot({ path: `${SHOTS}/${language.locale}-${width}-offer-sent.png` })

      await sent.getByRole('button', { name: language.backToCar }).click()
      await expect(offer).toBeHidden()
      await expect(page.getByRole('button', { name: language.offer })).toBeFocused()
    })
  }
}

test('is: a price watch ends on a confirmation naming the address the link went to', async ({
  page,
  request,
}, testInfo) => {
  await skipCookieNotice(page)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(testInfo) })
  const stamp = page.waitForResponse('**/v1/forms/stamp')
  await page.goto(`/is/car/${await dusterId(request)}`)
  await stamp
  const watch = page.getByTestId('watch-car')
  await watch.getByLabel('Netfang').fill('vakt@example.is')
  await watch.getByRole('button', { name: 'Vakta' }).click()
  const sent = watch.getByTestId('watch-sent')
  await expect(sent.getByRole('heading', { name: 'Athugaðu tölvupóstinn þinn' })).toBeFocused()
  await expect(sent).toContainText('Við sendum tengil á vakt@example.is.')
  await expect(sent.getByRole('link', { name: 'Sjá fleiri bíla til sölu' })).toHaveAttribute('href', '/is/search')
  await sent.screenshot({ path: `${SHOTS}/is-watch-sent.png` })
})
