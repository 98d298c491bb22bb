import { createServer, type Server, type Socket } from 'node:net'
import { escPosText } from './escpos-text'

/** The ticket's text, or why its bytes are not a ticket (the test's assertion shows it). */
function readable(bytes: Buffer): string {
  try {
    return escPosText(bytes)
  } catch (error) {
    return `Not ESC/POS: ${(error as Error).message}`
  }
}

/**
 * A receipt printer on this machine that speaks what a real one does on port 9100: it takes a
 * connection, reads every byte until the sender ends it, then hangs up. Each connection's
 * bytes are one ticket, kept raw and as the text it would print (ESC/POS decoded).
 * `switchOff()` closes the port (a sender gets ECONNREFUSED), `switchOn()` opens it again on
 * the same port.
 */
export async function startFakePrinter(port = 0) {
  const tickets: { bytes: Buffer; text: string }[] = []
  const sockets = new Set<Socket>()
  let server: Server | null = null
  let bound = port

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((socket) => {
        sockets.add(socket)
        const chunks: Buffer[] = []
        socket.on('data', (chunk) => chunks.push(chunk))
        socket.on('end', () => {
          const bytes = Buffer.concat(chunks)
          tickets.push({ bytes, text: readable(bytes) })
          socket.end()
        })
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => sockets.delete(socket))
      })
      next.once('error', reject)
      next.listen(bound, '127.0.0.1', () => {
        const address = next.address()
        if (address && typeof address === 'object') bound = address.port
        server = next
        resolve()
      })
    })

  const switchOff = () =>
    new Promise<void>((resolve) => {
      const running = server
      server = null
      if (!running) return resolve()
      for (const socket of sockets) socket.destroy()
      running.close(() => resolve())
    })

  await listen()
  return {
    /** The address the owner types in Site → Kitchen printer for this printer. */
    get address() {
      return `127.0.0.1:${bound}`
    },
    get port() {
      return bound
    },
    /** The tickets printed so far, oldest first. */
    tickets,
    /** Waits until `count` tickets have printed (then gives them), or fails after `timeoutMs`. */
    async waitForTickets(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (tickets.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `the printer printed ${tickets.length} tickets, not ${count}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return tickets.slice(0, count)
    },
    switchOff,
    switchOn: listen,
    close: switchOff,
  }
}

export type FakePrinter = Awaited<ReturnType<typeof startFakePrinter>>
