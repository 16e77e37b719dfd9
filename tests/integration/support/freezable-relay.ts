/**
 * A TCP relay on 127.0.0.1 in front of a real server (PostgreSQL) that can freeze: it then stops
 * forwarding in both directions and leaves every connection open, old and new, like a database
 * host that hangs or a network that drops packets.
 */
import net from 'node:net'

export interface FreezableRelay {
  port: number
  freeze(): void
  close(): Promise<void>
}

export async function startFreezableRelay(target: {
  host: string
  port: number
}): Promise<FreezableRelay> {
  let frozen = false
  const sockets = new Set<net.Socket>()
  const pairs: Array<[net.Socket, net.Socket]> = []
  const server = net.createServer((client) => {
    sockets.add(client)
    client.on('error', () => {})
    client.on('close', () => sockets.delete(client))
    // While frozen, a new connection is accepted and then never answered.
    if (frozen) return
    const upstream = net.connect(target.port, target.host)
    sockets.add(upstream)
    upstream.on('error', () => client.destroy())
    upstream.on('close', () => sockets.delete(upstream))
    client.on('close', () => upstream.destroy())
    client.pipe(upstream)
    upstream.pipe(client)
    pairs.push([client, upstream])
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as net.AddressInfo
  return {
    port: address.port,
    freeze() {
      frozen = true
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream)
        upstream.unpipe(client)
        client.pause()
        upstream.pause()
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The same URL, but through the relay on 127.0.0.1:port. */
export function throughRelay(databaseUrl: string, port: number) {
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return url.toString()
}
