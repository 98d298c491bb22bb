import { create } from 'zustand'
import { createBeeper } from '../utils/beeper'

/** Whether the screen stays on: held, may sleep, or not known yet. */
type ScreenState = 'on' | 'may-sleep' | 'unknown'

type Shift = {
  /** The member has tapped "Start shift": audio is unlocked. */
  isStarted: boolean
  isSoundOn: boolean
  /** Sound could not be unlocked (no Web Audio in this browser). */
  hasAudio: boolean
  screen: ScreenState
}

const INITIAL: Shift = {
  isStarted: false,
  isSoundOn: true,
  hasAudio: false,
  screen: 'unknown',
}

/** The kitchen device's shift: audio and screen, kept while moving between pages. */
export const shiftStore = create<Shift>(() => INITIAL)

export const beeper = createBeeper()
let wakeLock: WakeLockSentinel | null = null

type WakeLockNavigator = Navigator & {
  wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinel> }
}

/** Asks for the screen to stay on; says honestly when it may sleep. */
async function holdScreen() {
  const navigator = globalThis.navigator as WakeLockNavigator | undefined
  if (!navigator?.wakeLock) {
    shiftStore.setState({ screen: 'may-sleep' })
    return
  }
  try {
    wakeLock = await navigator.wakeLock.request('screen')
    shiftStore.setState({ screen: 'on' })
    wakeLock.addEventListener('release', () => {
      wakeLock = null
      shiftStore.setState({ screen: 'may-sleep' })
    })
  } catch {
    // Refused (battery saver, page hidden): the board says the screen may sleep.
    shiftStore.setState({ screen: 'may-sleep' })
  }
}

/** The tap that starts a shift: unlocks sound and keeps the screen on. */
export function startShift() {
  const hasAudio = beeper.unlock()
  shiftStore.setState({ isStarted: true, hasAudio })
  void holdScreen()
}

export function toggleSound() {
  shiftStore.setState((shift) => ({ isSoundOn: !shift.isSoundOn }))
}

/** A browser drops the wake lock when the page is hidden: ask again on return. */
export function holdScreenAgainIfStarted() {
  if (shiftStore.getState().isStarted && !wakeLock) void holdScreen()
}

/** Back to a fresh device (tests). */
export function resetShift() {
  void wakeLock?.release()
  wakeLock = null
  shiftStore.setState(INITIAL, true)
}

export const useShift = () => shiftStore()
