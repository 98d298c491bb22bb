import { connect } from 'node:net'

export type PrinterAddress = { host: string; port: number; timeoutMs: number }

/** A send that did not reach the printer, with the sentence the card shows. */
export class PrinterError extends Error {}

/** After our last byte, how long the printer may take to hang up before we do. */
const HANG_UP_GRACE_MS = 1000

function reason(error: NodeJS.ErrnoException, where: string, seconds: number) {
  const check = 'check it is switched on and on the network'
  switch (error.code) {
    case 'ECONNREFUSED':
      return `The printer at ${where} refused the connection: ${check}.`
    case 'ETIMEDOUT':
      return `The printer at ${where} did not answer within ${seconds} s: ${check}.`
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The printer at ${where} cannot be reached: ${check}.`
    case 'ECONNRESET':
    case 'EPIPE':
      return `The printer at ${where} hung up before the ticket was sent: try again.`
    default:
      return `The printer at ${where} could not be reached (${error.code ?? error.message}).`
  }
}

/**
 * Sends a ticket's bytes over raw TCP (port 9100, "JetDirect"), as Epson and Star network
 * printers take them. The printer acknowledges nothing on this port, so the ticket counts as
 * sent once every byte was handed over and the connection ended cleanly; a refusal, a reset
 * or no answer within `timeoutMs` rejects with a PrinterError saying what to check.
 */
export function sendToPrinter(
  { host, port, timeoutMs }: PrinterAddress,
  bytes: Uint8Array,
): Promise<void> {
  const where = `${host}:${port}`
  return new Promise((resolve, reject) => {
    let settled = false
    const socket = connect({ host, port })
    const finish = (error?: NodeJS.ErrnoException) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      if (error)
        reject(new PrinterError(reason(error, where, timeoutMs / 1000)))
      else resolve()
    }
    const timer = setTimeout(() => {
      const error: NodeJS.ErrnoException = new Error('timed out')
      error.code = 'ETIMEDOUT'
      finish(error)
    }, timeoutMs)
    socket.on('error', finish)
    socket.on('connect', () => {
      socket.end(bytes)
    })
    // Everything was written and our end closed: the printer has it. Most printers then hang
    // up; one that keeps the connection open is let go after a moment.
    socket.on('finish', () => {
      setTimeout(() => finish(), HANG_UP_GRACE_MS).unref()
    })
    socket.on('close', () => {
      if (socket.writableFinished) return finish()
      const error: NodeJS.ErrnoException = new Error('closed early')
      error.code = 'ECONNRESET'
      finish(error)
    })
    // The printer's status bytes, if it sends any, are not read: drain them.
    socket.resume()
  })
}
