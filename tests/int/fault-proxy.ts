import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

export type FaultMode = 'pass' | 'stall' | 'drop'

export type FaultProxy = {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number
  /** pass: forwards both ways; stall: accepts and holds everything until it passes again; drop: breaks every connection and refuses new ones. */
  set(mode: FaultMode): void
  close(): Promise<void>
}

/** A TCP proxy in front of `target` that a test can stall or drop, as a network or a database failing would. */
export async function faultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass'
  const pairs = new Set<[Socket, Socket]>()
  const server = createServer((client) => {
    if (mode === 'drop') {
      client.destroy()
      return
    }
    const upstream = connect(target.port, target.host)
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    for (const socket of pair) socket.on('error', end).on('close', end)
    client.pipe(upstream)
    upstream.pipe(client)
    if (mode === 'stall') for (const socket of pair) socket.pause()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    set(next) {
      mode = next
      for (const pair of pairs) {
        for (const socket of pair) {
          // A stall holds what is sent until it ends, as a stalled network or process does.
          if (next === 'drop') socket.destroy()
          else if (next === 'stall') socket.pause()
          else socket.resume()
        }
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) for (const socket of pair) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
