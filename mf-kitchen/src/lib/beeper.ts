import type { RingSound } from '@food/shared/types'

type AudioContextClass = typeof AudioContext

/** One note of a ring: when (seconds after the start), its pitch, wave and length. */
type Note = {
  at: number
  frequency: number
  wave: OscillatorType
  seconds: number
}

/**
 * The rings, made in code (no sound file). `beep` is the board's first ring: two short square
 * tones; `chime` three soft rising notes; `bell` one long ring with a fifth above it.
 */
const RINGS: Record<RingSound, readonly Note[]> = {
  beep: [
    { at: 0, frequency: 880, wave: 'square', seconds: 0.25 },
    { at: 0.35, frequency: 1175, wave: 'square', seconds: 0.25 },
  ],
  chime: [
    { at: 0, frequency: 784, wave: 'sine', seconds: 0.35 },
    { at: 0.25, frequency: 988, wave: 'sine', seconds: 0.35 },
    { at: 0.5, frequency: 1319, wave: 'sine', seconds: 0.6 },
  ],
  bell: [
    { at: 0, frequency: 660, wave: 'triangle', seconds: 1.2 },
    { at: 0, frequency: 990, wave: 'sine', seconds: 0.8 },
  ],
}

/** The owner's volume (0–100) as the tone's peak gain; 40 is the board's first loudness. */
const peakGain = (volume: number) => Math.min(Math.max(volume, 0), 100) / 100

/**
 * The ring of a new order, made with the Web Audio API. Browsers keep audio locked until a
 * tap, so `unlock()` must run inside one (the "Start shift" button, or "Play").
 */
export function createBeeper() {
  let context: AudioContext | null = null

  function unlock(): boolean {
    const Context: AudioContextClass | undefined =
      globalThis.AudioContext ??
      (globalThis as { webkitAudioContext?: AudioContextClass })
        .webkitAudioContext
    if (!Context) return false
    context ??= new Context()
    void context.resume()
    return true
  }

  function note(
    start: number,
    { at, frequency, wave, seconds }: Note,
    peak: number,
  ) {
    if (!context) return
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = wave
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start + at)
    gain.gain.exponentialRampToValueAtTime(peak, start + at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + seconds)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start + at)
    oscillator.stop(start + at + seconds + 0.05)
  }

  /** Rings once with the sound at the volume; volume 0 is silent (the card still flashes). */
  function beep(sound: RingSound, volume: number) {
    if (context?.state !== 'running' || volume <= 0) return
    const start = context.currentTime
    for (const part of RINGS[sound]) note(start, part, peakGain(volume))
  }

  /** "Play" on the owner's settings: unlocks in the tap, then rings once when audio is on. */
  async function play(sound: RingSound, volume: number): Promise<boolean> {
    if (!unlock()) return false
    await context?.resume()
    beep(sound, volume)
    return true
  }

  return { unlock, beep, play }
}
