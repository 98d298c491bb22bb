// A stand-in for <altcha-widget> in component tests: happy-dom has no Web Workers to solve
// with. It keeps the challenge it is configured with and, when its box is ticked, reports a
// "solution" naming that challenge, as the real widget's `verified` event does.

export const solutionOf = (nonce: string) => `solved:${nonce}`

class FakeAltchaWidget extends HTMLElement {
  private challengeNonce = ''

  async configure(config: { challenge: { parameters: { nonce: string } } }) {
    this.challengeNonce = config.challenge.parameters.nonce
  }

  connectedCallback() {
    const box = document.createElement('input')
    box.type = 'checkbox'
    box.setAttribute('aria-label', "I'm not a robot")
    box.addEventListener('change', () => {
      const payload = solutionOf(this.challengeNonce)
      this.dispatchEvent(new CustomEvent('verified', { detail: { payload } }))
    })
    this.append(box)
  }
}

/** Defines the stand-in, as loadAltchaWidget defines the real one. */
export async function loadFakeAltchaWidget() {
  if (!customElements.get('altcha-widget'))
    customElements.define('altcha-widget', FakeAltchaWidget)
}
