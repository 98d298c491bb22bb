import { create } from 'zustand'

type ConnectionState = 'connecting' | 'live' | 'reconnecting'

type Connection = {
  state: ConnectionState
  /** When the stream dropped (ms), while it is down. */
  downSince: number | null
  /** Server clock minus the device's, from the last board: ages use the server's. */
  clockOffsetMs: number
}

const INITIAL: Connection = {
  state: 'connecting',
  downSince: null,
  clockOffsetMs: 0,
}

/** The board's live stream as the kitchen's pages show it. */
const connectionStore = create<Connection>(() => INITIAL)

export function markLive(serverTime: string) {
  const server = Date.parse(serverTime)
  connectionStore.setState({
    state: 'live',
    downSince: null,
    clockOffsetMs: Number.isNaN(server) ? 0 : server - Date.now(),
  })
}

export function markDown() {
  connectionStore.setState((connection) => ({
    state: 'reconnecting',
    downSince: connection.downSince ?? Date.now(),
  }))
}

export function resetConnection() {
  connectionStore.setState(INITIAL, true)
}

export const useConnection = () => connectionStore()
export const useClockOffset = () =>
  connectionStore((connection) => connection.clockOffsetMs)
