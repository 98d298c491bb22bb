// The kitchen printer's address as its self-test slip prints it: an IPv4 address or a host
// name, with the raw-printing port after a colon when it is not the usual 9100.

/** The port network receipt printers take raw tickets on ("JetDirect"). */
const PRINTER_PORT = 9100

type PrinterAddress = { host: string; port: number }

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const HOST_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

function isHost(host: string): boolean {
  // Only digits and dots: an IPv4 address, all four parts in range.
  if (/^[\d.]+$/.test(host)) {
    const parts = host.split('.')
    return parts.length === 4 && parts.every((part) => IPV4_PART.test(part))
  }
  return (
    host.length <= 253 &&
    host.split('.').every((label) => HOST_LABEL.test(label))
  )
}

/**
 * The host and port of an address like `192.168.1.50`, `192.168.1.50:9100` or
 * `kitchen-printer.local:9101` (port 9100 when none is given); null when it is none of these.
 */
export function parsePrinterAddress(text: string): PrinterAddress | null {
  const match = /^([^:\s]+)(?::(\d{1,5}))?$/.exec(text.trim().toLowerCase())
  if (!match?.[1] || !isHost(match[1])) return null
  const port = match[2] === undefined ? PRINTER_PORT : Number(match[2])
  if (port < 1 || port > 65_535) return null
  return { host: match[1], port }
}
