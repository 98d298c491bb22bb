import { describe, expect, it } from 'vitest'
import { parsePrinterAddress } from './printer-address'

describe('the kitchen printer’s address', () => {
  it.each([
    ['192.168.1.50', { host: '192.168.1.50', port: 9100 }],
    [' 192.168.1.50:9100 ', { host: '192.168.1.50', port: 9100 }],
    ['10.0.0.7:9101', { host: '10.0.0.7', port: 9101 }],
    ['Kitchen-Printer.local', { host: 'kitchen-printer.local', port: 9100 }],
    ['printer:1', { host: 'printer', port: 1 }],
  ])('reads %s', (text, address) => {
    expect(parsePrinterAddress(text)).toEqual(address)
  })

  it.each([
    '',
    '192.168.1.500',
    '192.168.1',
    '192.168.1.50:0',
    '192.168.1.50:65536',
    '192.168.1.50:port',
    'tcp://192.168.1.50:9100',
    'http://printer',
    'my printer',
    '-printer',
    'printer..local',
    '192.168.1.50:9100:1',
  ])('refuses %j', (text) => {
    expect(parsePrinterAddress(text)).toBeNull()
  })
})
