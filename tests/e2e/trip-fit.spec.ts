import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect, skipCookieNotice, STEP_TIMEOUT, test } from './fixtures'

// The right car for the trip before the tap: a young driver sees which cars she may book and cannot
// hold the others; a highland family filters on F-road legality and is offered only F-road upgrades.

const SHOTS = '/tmp/shots/trip-fit'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
/** The search form's youngest age band, 19-20: a 20-year-old picks it. */
const YOUNG_BAND = 19

type Language = {
  prefix: '' | '/de' | '/is'
  /** 'Needs a driver aged 25+' in the language. */
  needs25: RegExp
  /** The refusal of a hold, DRIVER_TOO_YOUNG with 25, in the language. */
  refusal25: string
  fRoadsChip: string
}

const LANGUAGES: Record<'en' | 'de' | 'is', Language> = {
  en: {
    prefix: '',
    needs25: /Needs a driver aged 25\+/,
    refusal25: 'at least 25 years old',
    fRoadsChip: 'F-roads allowed',
  },
  de: {
    prefix: '/de',
    needs25: /Fahrer ab 25 Jahren/,
    refusal25: 'mindestens 25 Jahre',
    fRoadsChip: 'F-Straßen erlaubt',
  },
  is: {
    prefix: '/is',
    needs25: /25 ára eða eldri/,
    refusal25: 'minnsta kosti 25 ára',
    fRoadsChip: 'Má aka á F-vegum',
  },
}

function cards(page: Page): Locator {
  return page.getByTestId('car-card')
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true })
  }
}

/** Holds a car through the booking API as a partner would: the answer's status and body. */
async function holdThroughApi(
  request: APIRequestContext,
  params: { carId: number; driverAge: number; locale: string; pickupAt: string; returnAt: string },
) {
  const login = await request.post('/v2/auth/login', {
    data: { api_key: 'vegur-public-site-key', client_id: 'vegur-web', salt: 'e2e-trip-fit', remember: false },
  })
  expect(login.status()).toBe(200)
  const { accessToken } = (await login.json()) as { accessToken: string }
  const answer = await request.post('/api/renteon-booking-create', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      OfficeOutId: 'brimb1',
      OfficeInId: 'brimb1',
      CarCategoryId: params.carId,
      DateOut: params.pickupAt,
      DateIn: params.returnAt,
      DriverAge: params.driverAge,
      locale: params.locale,
    },
  })
  return { status: answer.status(), body: (await answer.json()) as { error?: { code: string; message: string } } }
}

/** Every chip of the filters lies inside the window's width: none is cut off. */
async function expectChipsInside(page: Page, width: number): Promise<void> {
  const chips = page.getByTestId('car-filters').getByRole('link')
  expect(await chips.count()).toBeGreaterThan(4)
  for (const chip of await chips.all()) {
    const box = await chip.boundingBox()
    expect(box, 'a filter chip is laid out').not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  }
}

const YOUNG_RUNS = [
  { lang: 'en', size: PHONE },
  { lang: 'de', size: DESKTOP },
  { lang: 'is', size: PHONE },
] as const

test.describe('a 20-year-old sees which cars she can book before tapping', () => {
  test.describe.configure({ timeout: 300_000 })

  for (const { lang, size } of YOUNG_RUNS) {
    test(`${lang} ${size.width}px: 25+ cars are greyed, last and without Book now; a hold is refused`, async ({
      page,
      request,
      trip,
    }) => {
      const language = LANGUAGES[lang]
      await skipCookieNotice(page)
      await page.setViewportSize(size)
      await page.goto(`${language.prefix}${trip.searchPath}&driverAge=${YOUNG_BAND}`)
      await expect(cards(page).first()).toBeVisible({ timeout: STEP_TIMEOUT })

      const notBookable = page.locator('[data-testid="car-card"][data-bookable="false"]')
      const bookable = page.locator('[data-testid="car-card"][data-bookable="true"]')
      expect(await notBookable.count()).toBeGreaterThan(0)
      expect(await bookable.count()).toBeGreaterThan(0)
      await expect(page.getByTestId('age-note')).toBeVisible()
      // The bookable cars come first, the others after them.
      const order = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-bookable')))
      expect(order).toEqual([...order].sort((left, right) => (left === right ? 0 : left === 'true' ? -1 : 1)))
      // No car she may not book offers Book now; each says the age it needs.
      await expect(notBookable.getByTestId('choose-car')).toHaveCount(0)
      for (const card of await notBookable.all()) {
        await expect(card.getByTestId('car-needs-age')).toHaveText(/\d{2}/)
      }
      await expect(bookable.getByTestId('car-needs-age')).toHaveCount(0)
      await expect(bookable.first().getByTestId('choose-car').getByRole('button')).toBeEnabled()

      // A large 4x4 needs 25: the card says so in her language.
      const cruiser = notBookable.filter({ hasText: language.needs25 }).first()
      await expect(cruiser).toContainText(/Land Cruiser|Discovery/)
      await shoot(page, `young-${lang}`)

      // Nor can she hold it another way: the booking API refuses in her language and holds nothing.
      const held = await holdThroughApi(request, {
        carId: Number(await cruiser.getAttribute('data-car-id')),
        driverAge: YOUNG_BAND,
        locale: lang,
        pickupAt: trip.pickupAt,
        returnAt: trip.returnAt,
      })
      expect(held.status).toBe(422)
      expect(held.body.error?.code).toBe('DRIVER_TOO_YOUNG')
      expect(held.body.error?.message).toContain(language.refusal25)
    })
  }

  test('en 1280px: a car she may book is held as before', async ({ page, trip }) => {
    await skipCookieNotice(page)
    await page.setViewportSize(DESKTOP)
    await page.goto(`${trip.searchPath}&driverAge=${YOUNG_BAND}`)
    const first = page.locator('[data-testid="car-card"][data-bookable="true"]').first()
    await expect(first).toBeVisible({ timeout: STEP_TIMEOUT })
    await first.getByTestId('choose-car').getByRole('button').click()
    await expect(page).toHaveURL(/\/booking\/protection\?/, { timeout: STEP_TIMEOUT })
    expect(new URL(page.url()).searchParams.get('driverAge')).toBe(String(YOUNG_BAND))
  })
})

const FAMILY_RUNS = [
  { lang: 'en', size: DESKTOP },
  { lang: 'de', size: PHONE },
  { lang: 'is', size: DESKTOP },
] as const

test.describe('a highland family filters F-roads allowed', () => {
  test.describe.configure({ timeout: 300_000 })

  for (const { lang, size } of FAMILY_RUNS) {
    test(`${lang} ${size.width}px: only F-road cars, and only F-road upgrades with a price`, async ({ page, trip }) => {
      const language = LANGUAGES[lang]
      await skipCookieNotice(page)
      await page.setViewportSize(size)
      await page.goto(`${language.prefix}${trip.searchPath}&driverAge=40`)
      await expect(cards(page).first()).toBeVisible({ timeout: STEP_TIMEOUT })
      await expectChipsInside(page, size.width)
      const all = await cards(page).count()

      await page.getByTestId('car-filters').getByRole('link', { name: language.fRoadsChip }).click()
      await expect(page).toHaveURL(/special=f-roads/, { timeout: STEP_TIMEOUT })
      await expect(page.locator('[data-filter="fRoads"]')).toHaveAttribute('aria-current', 'true')
      await expect.poll(() => cards(page).count()).toBeLessThan(all)
      const highland = await cards(page).count()
      expect(highland).toBeGreaterThan(0)
      await expect(page.locator('[data-testid="car-card"] [data-fact="f-road"][data-allowed="true"]')).toHaveCount(
        highland,
      )
      await expectChipsInside(page, size.width)
      await shoot(page, `highland-results-${lang}`)

      await cards(page).first().getByTestId('choose-car').getByRole('button').click()
      await expect(page).toHaveURL(/\/booking\/protection\?.*special=f-roads/, { timeout: STEP_TIMEOUT })
      const panel = page.getByTestId('upgrade-panel')
      await expect(panel).toBeVisible({ timeout: STEP_TIMEOUT })
      const upgrades = panel.getByTestId('upgrade-car')
      const offered = await upgrades.count()
      expect(offered).toBeGreaterThan(0)
      await expect(panel.locator('[data-fact="f-road"][data-allowed="true"]')).toHaveCount(offered)
      for (const upgrade of await upgrades.all()) {
        await expect(upgrade.getByTestId('upgrade-difference')).toHaveText(/\d/)
      }
      await panel.scrollIntoViewIfNeeded()
      await shoot(page, `highland-upgrades-${lang}`)
    })
  }
})

test('de 390px: an editor-placed trip preset starts the search with its filters, and they last through the dates', async ({
  page,
  trip,
}) => {
  await skipCookieNotice(page)
  await page.setViewportSize(PHONE)
  await page.goto('/de/driving-in-iceland')
  const highlands = page.getByTestId('trip-preset').filter({ hasText: 'Hochland' })
  await expect(highlands).toContainText('F-Straßen erlaubt')
  await highlands.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/trip-presets-390.png`, fullPage: true })
  await highlands.getByRole('link', { name: 'Autos für Hochland finden' }).click()
  await expect(page).toHaveURL(/\/de\/booking\?special=f-roads$/, { timeout: STEP_TIMEOUT })

  const form = page.getByTestId('booking-search-form')
  await form.getByLabel('Abholdatum').fill(trip.pickupDate)
  await form.getByLabel('Rückgabedatum').fill(trip.returnDate)
  await form.getByRole('button', { name: 'Autos suchen' }).click()
  await expect(page).toHaveURL(/special=f-roads/, { timeout: STEP_TIMEOUT })
  await expect(cards(page).first()).toBeVisible({ timeout: STEP_TIMEOUT })
  await expect(page.locator('[data-filter="fRoads"]')).toHaveAttribute('aria-current', 'true')
  const shown = await cards(page).count()
  await expect(page.locator('[data-testid="car-card"] [data-fact="f-road"][data-allowed="true"]')).toHaveCount(shown)
})
