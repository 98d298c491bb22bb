import { create } from 'zustand'
import { createBeeper } from '../../../lib/beeper'
import { staffSessionStore } from '../../../lib/staff-session'

/** Whether the screen stays on: held, may sleep, or not known yet. */
type ScreenState = 'on' | 'may-sleep' | 'unknown'

type Shift = {
  /** The member has tapped "Start shift" (or the sound banner) on this page: audio is unlocked. */
  isStarted: boolean
  /**
   * A shift was started on this device lately, before a reload or a crash: the board shows
   * at once, and while orders ring it asks for the tap that turns the sound back on.
   */
  wasStarted: boolean
  isSoundOn: boolean
  /** Sound could not be unlocked (no Web Audio in this browser). */
  hasAudio: boolean
  screen: ScreenState
}

/** Where this device remembers when its shift started (the kitchen's own key). */
export const SHIFT_KEY = 'food:kitchen-shift'

/** A shift remembered longer than an evening is over: the next opening asks again. */
const SHIFT_LASTS_MS = 14 * 60 * 60_000

function readShiftStarted(): boolean {
  try {
    const at = Date.parse(globalThis.localStorage?.getItem(SHIFT_KEY) ?? '')
    return !Number.isNaN(at) && Date.now() - at < SHIFT_LASTS_MS
  } catch {
    // Storage refused (private mode): every opening asks for the tap, as before.
    return false
  }
}

function rememberShift() {
  try {
    globalThis.localStorage?.setItem(SHIFT_KEY, new Date().toISOString())
  } catch {
    // Not remembered: after a reload the board asks for "Start shift" again.
  }
}

const INITIAL: Shift = {
  isStarted: false,
  wasStarted: false,
  isSoundOn: true,
  hasAudio: false,
  screen: 'unknown',
}

/** The kitchen device's shift: audio and screen, kept while moving between pages. */
export const shiftStore = create<Shift>(() => ({
  ...INITIAL,
  wasStarted: readShiftStarted(),
}))

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
  // Once a page: a tap on the banner is also the board's first tap (useSoundBackOnTap).
  if (shiftStore.getState().isStarted) return
  const hasAudio = beeper.unlock()
  shiftStore.setState({ isStarted: true, wasStarted: true, hasAudio })
  rememberShift()
  void holdScreen()
}

export function toggleSound() {
  shiftStore.setState((shift) => ({ isSoundOn: !shift.isSoundOn }))
}

/** A browser drops the wake lock when the page is hidden: ask again on return. */
export function holdScreenAgainIfStarted() {
  if (shiftStore.getState().isStarted && !wakeLock) void holdScreen()
}

/**
 * Signing out (or a session the server ended) ends the shift on this device: the next
 * member to sign in starts their own with "Start shift", not a banner about sound.
 */
function endShift() {
  try {
    globalThis.localStorage?.removeItem(SHIFT_KEY)
  } catch {
    // Storage refused: nothing was remembered either.
  }
  void wakeLock?.release()
  wakeLock = null
  shiftStore.setState({ ...INITIAL, wasStarted: false }, true)
}

staffSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) endShift()
})

/** Back to a fresh device (tests). */
export function resetShift() {
  void wakeLock?.release()
  wakeLock = null
  shiftStore.setState({ ...INITIAL, wasStarted: readShiftStarted() }, true)
}

export const useShift = () => shiftStore()
