// The production build on a fresh database (scripts/e2e-server.mjs), started for a benchmark.
import { spawn } from 'node:child_process'

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
      if ((await fetch(`http://localhost:${port}/`)).status < 500) return stop
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  stop()
  throw new Error('The server did not start')
}
