#!/usr/bin/env node
// The server the end-to-end tests run against: the production build on a fresh SQLite file. Its
// output also goes to server.log in its data folder (data/e2e), so tests can check what a request logged.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

// Its own folder per server: the Adyen project runs a second one beside the default (E2E_DATA_DIR).
const dataDir = path.resolve(process.env.E2E_DATA_DIR || 'data/e2e')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const log = createWriteStream(path.join(dataDir, 'server.log'))
const server = spawn('node', ['scripts/start.mjs'], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SQLITE_PATH: path.join(dataDir, 'e2e.db'),
    DATABASE_URL: '',
    SITE_URL: `http://localhost:${process.env.PORT ?? 3000}`,
    // The tests play one trusted proxy: the X-Forwarded-For address they send is the client's,
    // so each test can look up from its own address (ADR 007).
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? '1',
    // Every test browser comes from this machine's one address; each still has its own visitor limit.
    HOLDS_PER_ADDRESS: process.env.HOLDS_PER_ADDRESS ?? '1000',
    // Many tests decline the same test card from this one machine within the hour.
    CARD_DECLINES_PER_HOUR: process.env.CARD_DECLINES_PER_HOUR ?? '1000',
  },
})
for (const [from, to] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    to.write(chunk)
    log.write(chunk)
  })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
