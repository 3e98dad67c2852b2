#!/usr/bin/env node
// The server the end-to-end tests run against: the production build on a fresh SQLite file.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const dataDir = path.resolve('data/e2e')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const server = spawn('node', ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SQLITE_PATH: path.join(dataDir, 'e2e.db'),
    DATABASE_URL: '',
    SITE_URL: `http://localhost:${process.env.PORT ?? 3000}`,
    // Every test browser comes from this machine's one address; each still has its own visitor limit.
    HOLDS_PER_ADDRESS: process.env.HOLDS_PER_ADDRESS ?? '1000',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
