import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { e2eSelection, selectsProject } from './scripts/e2e-selection'
import { adyenAppEnv, adyenPorts } from './tests/e2e/adyen/settings'

const port = Number(process.env.E2E_PORT ?? 3100)
// Debian's headless build of Chromium when installed (what Playwright itself runs headless: no
// browser UI to draw, so less CPU on a two-core CI machine); the full browser otherwise.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const baseURL = `http://localhost:${port}`

// The `adyen` project: the same build with Adyen switched on, its Checkout API and hosted page
// answered by a local stand-in (tests/e2e/adyen), on its own ports and data folder.
const adyen = adyenPorts()
const adyenURL = `http://localhost:${adyen.app}`
const ADYEN_DIR = 'tests/e2e/adyen'

// Playwright starts every web server listed, whatever the run selects: list only those it needs.
const selection = e2eSelection(process.argv)
const specsOf = (dir: string, skip?: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts') && !(skip && file.startsWith(skip)))
    .map((file) => path.resolve(dir, file))
const needsMain = selectsProject(selection, 'chromium', specsOf('tests/e2e', 'adyen'))
const needsAdyen = selectsProject(selection, 'adyen', specsOf(ADYEN_DIR))

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Desktop by default; phone tests set a 390 px viewport themselves. The Adyen tests run on a phone.
  projects: [
    {
      name: 'chromium',
      testIgnore: /[\\/]adyen[\\/]/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'adyen',
      testDir: ADYEN_DIR,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: adyenURL },
    },
  ],
  webServer: [
    ...(needsMain
      ? [
          {
            // A fresh database per run: created, migrated and seeded by the start script.
            command: 'node scripts/e2e-server.mjs',
            url: `${baseURL}/`,
            timeout: 240_000,
            reuseExistingServer: !process.env.CI,
            env: { PORT: String(port) },
          },
        ]
      : []),
    ...(needsAdyen
      ? [
          {
            command: 'npx tsx tests/e2e/adyen/run-stand-in.ts',
            url: `http://127.0.0.1:${adyen.standIn}/_control/health`,
            timeout: 60_000,
            reuseExistingServer: false,
            env: {
              E2E_PORT: String(port),
              ADYEN_E2E_PORT: String(adyen.app),
              ADYEN_STAND_IN_PORT: String(adyen.standIn),
            },
          },
          {
            command: 'node scripts/e2e-server.mjs',
            url: `${adyenURL}/`,
            timeout: 240_000,
            reuseExistingServer: false,
            env: { PORT: String(adyen.app), E2E_DATA_DIR: 'data/e2e-adyen', ...adyenAppEnv(adyen) },
          },
        ]
      : []),
  ],
})
