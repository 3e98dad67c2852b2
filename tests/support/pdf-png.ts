import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import type { Browser } from '@playwright/test'

/** An origin of its own for the render page; its requests never leave the browser (routed below). */
const ORIGIN = 'http://pdf-render.invalid'

/**
 * The render page: pdf.js draws one page of /document.pdf on a canvas and marks it done. Written
 * as the page's own module script, so no test transpiler rewrites its dynamic import.
 */
function renderPage(params: { pageNumber: number; scale: number }): string {
  return `<!doctype html><html><body style="margin:0;background:#fff"><canvas id="page"></canvas>
<script type="module">
import * as pdfjs from '${ORIGIN}/pdf.mjs'
pdfjs.GlobalWorkerOptions.workerSrc = '${ORIGIN}/pdf.worker.mjs'
const canvas = document.getElementById('page')
try {
  const pdf = await pdfjs.getDocument({ url: '${ORIGIN}/document.pdf' }).promise
  const page = await pdf.getPage(${params.pageNumber})
  const viewport = page.getViewport({ scale: ${params.scale} })
  canvas.width = Math.ceil(viewport.width)
  canvas.height = Math.ceil(viewport.height)
  await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise
  canvas.dataset.state = 'done'
} catch (error) {
  canvas.dataset.state = 'failed: ' + error
}
</script></body></html>`
}

/**
 * Renders one page of a PDF to a PNG file with pdf.js in Chromium, so a person can look at the
 * document as printed (the voucher in the end-to-end tests); needs no system PDF tools.
 */
export async function pdfPageToPng(params: {
  browser: Browser
  pdf: Uint8Array
  path: string
  pageNumber?: number
  scale?: number
}): Promise<void> {
  const build = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.mjs'))
  const html = renderPage({ pageNumber: params.pageNumber ?? 1, scale: params.scale ?? 1.5 })
  const context = await params.browser.newContext({ viewport: { width: 1000, height: 1400 } })
  await context.route(`${ORIGIN}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(1)
    if (name === 'pdf.mjs' || name === 'pdf.worker.mjs') {
      return route.fulfill({ contentType: 'text/javascript', body: await readFile(path.join(build, name)) })
    }
    if (name === 'document.pdf') return route.fulfill({ contentType: 'application/pdf', body: Buffer.from(params.pdf) })
    return route.fulfill({ contentType: 'text/html', body: html })
  })
  try {
    const page = await context.newPage()
    await page.goto(`${ORIGIN}/`)
    const canvas = page.locator('#page[data-state]')
    await canvas.waitFor({ timeout: 30_000 })
    const state = await canvas.getAttribute('data-state')
    if (state !== 'done') throw new Error(`The PDF could not be drawn: ${state}`)
    await canvas.screenshot({ path: params.path })
  } finally {
    await context.close()
  }
}
