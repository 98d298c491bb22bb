type AudioContextClass = typeof AudioContext

/**
 * The ring of a new order: two short tones made with the Web Audio API (no
 * sound file). Browsers keep audio locked until a tap, so `unlock()` must run
 * inside one (the "Start shift" button).
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

  function tone(at: number, frequency: number) {
    if (!context) return
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'square'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(at)
    oscillator.stop(at + 0.3)
  }

  function beep() {
    if (context?.state !== 'running') return
    const now = context.currentTime
    tone(now, 880)
    tone(now + 0.35, 1175)
  }

  return { unlock, beep }
}
