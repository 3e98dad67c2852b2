// The production build on a fresh database (scripts/e2e-server.mjs), started for a benchmark.

import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** CPU seconds the processes of process group `group` have used so far (Linux clock ticks, 1/100 s). */
function cpuSecondsOf(group) {
  const pids = execFileSync('ps', ['-o', 'pid=', '-g', String(group)], { encoding: 'utf8' }).split('\n')
  let ticks = 0
  for (const pid of pids.map((line) => line.trim()).filter(Boolean)) {
    try {
      // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100
}

/**
 * Waits until the server has been idle for three seconds in a row (under 0.1 CPU second each), at
 * most two minutes: it answers before it has finished seeding the demo data, and a page measured
 * while it still seeds measures the seeding.
 */
async function untilIdle(group) {
  let idleSeconds = 0
  let last = cpuSecondsOf(group)
  for (const deadline = Date.now() + 120_000; idleSeconds < 3 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const now = cpuSecondsOf(group)
    idleSeconds = now - last < 0.1 ? idleSeconds + 1 : 0
    last = now
  }
}

/**
 * Starts the server on `port`, waits until it answers, and returns a function that stops it; the
 * function's `group` is the server's process group (for reading its memory).
 */
export async function startServer(port) {
  const server = spawn('node', ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
  }
  stop.group = server.pid
  process.on('exit', stop)
  for (const deadline = Date.now() + 240_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).status < 500) {
        await untilIdle(server.pid)
        return stop
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  stop()
  throw new Error('The server did not start')
}
