/**
 * A TCP proxy the fault test controls, in front of PostgreSQL or Redis. `stall` keeps every
 * connection open and forwards nothing (new connections are accepted and held), as a network that
 * stops delivering packets; on `resume` what was held is delivered, as TCP does once the path heals.
 * `drop` destroys every connection and refuses new ones (the port stops listening); `resume` listens
 * again.
 */
import net from 'node:net'

export type ProxyMode = 'pass' | 'stall' | 'drop'

export type ProxyCounts = {
  readonly accepted: number
  /** Connections open at the moment a drop destroyed them. */
  readonly dropped: number
  /** Connections accepted during a stall and held until it ended. */
  readonly heldNew: number
}

export type TcpProxy = {
  readonly name: string
  readonly port: number
  mode(): ProxyMode
  stall(): void
  drop(): void
  resume(): Promise<void>
  counts(): ProxyCounts
  close(): Promise<void>
}

/** One client connection and its way to the upstream server (none yet while held in a stall). */
type Link = {
  readonly client: net.Socket
  upstream: net.Socket | undefined
  readonly toUpstream: Buffer[]
  readonly toClient: Buffer[]
  isClientEnded: boolean
  isUpstreamEnded: boolean
}

export async function startTcpProxy(params: {
  name: string
  port: number
  target: { host: string; port: number }
}): Promise<TcpProxy> {
  const { name, port, target } = params
  const links = new Set<Link>()
  let mode: ProxyMode = 'pass'
  let counts = { accepted: 0, dropped: 0, heldNew: 0 }
  let server = await listen(port, accept)

  function accept(client: net.Socket): void {
    counts = { ...counts, accepted: counts.accepted + 1 }
    const link: Link = {
      client,
      upstream: undefined,
      toUpstream: [],
      toClient: [],
      isClientEnded: false,
      isUpstreamEnded: false,
    }
    links.add(link)
    client.setNoDelay(true)
    client.on('data', (chunk: Buffer) => {
      if (mode === 'pass' && link.upstream) link.upstream.write(chunk)
      else link.toUpstream.push(chunk)
    })
    client.on('end', () => {
      link.isClientEnded = true
      if (mode === 'pass') link.upstream?.end()
    })
    client.on('error', () => {})
    client.on('close', () => {
      if (mode === 'pass') forget(link)
    })
    if (mode === 'stall') counts = { ...counts, heldNew: counts.heldNew + 1 }
    else connectUpstream(link)
  }

  function connectUpstream(link: Link): void {
    const upstream = net.connect(target.port, target.host)
    link.upstream = upstream
    upstream.setNoDelay(true)
    upstream.on('data', (chunk: Buffer) => {
      if (mode === 'pass') link.client.write(chunk)
      else link.toClient.push(chunk)
    })
    upstream.on('end', () => {
      link.isUpstreamEnded = true
      if (mode === 'pass') link.client.end()
    })
    upstream.on('error', () => {})
    upstream.on('close', () => {
      if (mode === 'pass') forget(link)
    })
    flush(link)
  }

  /** Delivers what a stall held, and the ends either side sent meanwhile. */
  function flush(link: Link): void {
    const { upstream, client } = link
    if (!upstream) return
    if (client.destroyed && upstream.destroyed) return forget(link)
    for (const chunk of link.toUpstream.splice(0)) upstream.write(chunk)
    for (const chunk of link.toClient.splice(0)) client.write(chunk)
    // A side that closed during the stall: the other learns it now, after the data sent before it.
    if (link.isClientEnded || client.destroyed) upstream.end()
    if (link.isUpstreamEnded || upstream.destroyed) client.end()
  }

  function forget(link: Link): void {
    link.client.destroy()
    link.upstream?.destroy()
    links.delete(link)
  }

  return {
    name,
    port,
    mode: () => mode,
    stall() {
      if (mode === 'pass') mode = 'stall'
    },
    drop() {
      mode = 'drop'
      counts = { ...counts, dropped: counts.dropped + links.size }
      for (const link of links) {
        link.client.resetAndDestroy()
        link.upstream?.resetAndDestroy()
      }
      links.clear()
      server.close()
    },
    async resume() {
      if (mode === 'drop') server = await listen(port, accept)
      mode = 'pass'
      for (const link of [...links]) {
        if (link.client.destroyed && !link.upstream) forget(link)
        else if (!link.upstream) connectUpstream(link)
        else flush(link)
      }
    },
    counts: () => counts,
    async close() {
      for (const link of links) forget(link)
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function listen(port: number, accept: (socket: net.Socket) => void): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer(accept)
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}
