#!/usr/bin/env node
// Starts the built site with `next start`, then makes the first request itself so the database is
// created, migrated and seeded before a visitor arrives. Stops the server on SIGINT/SIGTERM.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const port = Number(process.env.PORT ?? 3000)
const origin = `http://localhost:${port}`

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first (or `npm run demo`).')
  process.exit(1)
}

const server = spawn('npx', ['next', 'start', '-p', String(port)], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

async function warmUp() {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/`, { redirect: 'manual' })
      if (response.status < 500) return console.log(`Vegur is ready at ${origin}`)
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.error(`Vegur did not answer at ${origin} within 3 minutes`)
}

void warmUp()
