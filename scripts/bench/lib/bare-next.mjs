// A bare Next.js app built the same way as ours (same Next, production build), measured beside our
// pages in the same run so the figures compare on this machine's load.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const FILES = {
  'next.config.mjs': 'export default {}\n',
  'app/layout.js':
    'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
  'app/page.js':
    'export default function Page() {\n  return <main><h1>Static</h1><p>A bare static page.</p></main>\n}\n',
  // The weight of our content pages (about 80 kB of HTML), static: what the bytes alone cost.
  'app/heavy/page.js':
    'const items = Array.from({ length: 230 }, (_, i) => i)\n\nexport default function Page() {\n  return <main><h1>Heavy</h1>{items.map((i) => <p key={i} className="text-sm leading-6 text-gray-700">Paragraph {i}, words to give the page the weight of a real one.</p>)}</main>\n}\n',
  // A proxy that does nothing but pass one path on to the static page: what running a proxy costs.
  'proxy.js':
    "import { NextResponse } from 'next/server'\n\nexport default function proxy(request) {\n  return NextResponse.rewrite(new URL('/', request.url))\n}\n\nexport const config = { matcher: ['/behind-proxy'] }\n",
  'app/dynamic/page.js':
    "import { connection } from 'next/server'\n\nexport default async function Page() {\n  await connection()\n  return <main><h1>Dynamic</h1><p>{new Date().toISOString()}</p></main>\n}\n",
}

/** Writes and builds the bare app under `.bench/bare-next` (it resolves `next` from our node_modules). */
export function buildBareNext() {
  const dir = path.resolve('.bench/bare-next')
  rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const build = spawnSync('node', ['node_modules/next/dist/bin/next', 'build', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (build.status !== 0) throw new Error('The bare Next.js app did not build')
  return dir
}

/** Starts the bare app's production server on `port`; returns a function that stops it. */
export async function startBareNext(dir, port) {
  const server = spawn('node', ['node_modules/next/dist/bin/next', 'start', dir, '-p', String(port)], {
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
  process.on('exit', stop)
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return stop
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop()
  throw new Error('The bare Next.js app did not start')
}
