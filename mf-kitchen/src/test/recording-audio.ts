// happy-dom has no Web Audio. Tests that hear the ring install this speaker, which writes
// down each tone it is asked for.

/** The tones a page asked the speaker for: each one's oscillator and gain. */
const played: {
  tone: { wave: string; frequency: number }
  gain: { peak: number }
}[] = []
/** Each tone's wave, pitch and loudest gain. */
export const rang = () =>
  played.map(({ tone, gain }) => ({ ...tone, peak: gain.peak }))

/** happy-dom has no Web Audio: a speaker that writes down what it was asked to play. */
class RecordingAudioContext {
  state = 'suspended'
  currentTime = 0
  destination = {}
  async resume() {
    this.state = 'running'
  }
  createOscillator() {
    const tone = { wave: '', frequency: 0 }
    return {
      set type(wave: string) {
        tone.wave = wave
      },
      frequency: {
        set value(hz: number) {
          tone.frequency = hz
        },
      },
      connect: (gain: { peak: number }) => {
        played.push({ tone, gain })
        return { connect: () => undefined }
      },
      start: () => undefined,
      stop: () => undefined,
    }
  }
  createGain() {
    const node = {
      peak: 0,
      gain: {
        setValueAtTime: () => undefined,
        exponentialRampToValueAtTime: (value: number) => {
          node.peak = Math.max(node.peak, value)
        },
      },
    }
    return node
  }
}

/** Installs the recording speaker as the page's AudioContext. */
export function recordAudio() {
  Object.assign(globalThis, { AudioContext: RecordingAudioContext })
}

/** Forgets the tones heard so far. */
export function forgetRung() {
  played.length = 0
}

/** Takes the speaker away again (after each test). */
export function stopRecordingAudio() {
  forgetRung()
  Reflect.deleteProperty(globalThis, 'AudioContext')
}
