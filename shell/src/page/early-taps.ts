// Read on the server (the script is put in the page) and in the browser
// (hydration-done.tsx replays the taps): no imports.

/** Set on <html> once the page has hydrated and answers taps itself. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** Set on a control tapped before then, until its tap is replayed. */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap'

/** The replay function the script leaves on window. */
export const REPLAY_EARLY_TAPS = '__foodReplayEarlyTaps'

/**
 * The one inline script of a server-rendered page, before any of its HTML
 * (ADR 044). On a slow phone the menu is painted seconds before its code has
 * run; a tap on "Add" then would do nothing and say nothing. The script holds
 * such taps on a button, checkbox or radio (links work without code), shows
 * the control as waiting (faded, a progress cursor), and the page replays
 * each once when it hydrates.
 * Plain ES2017, written out so the page's CSP hash of it never changes with a
 * build.
 */
export const EARLY_TAPS_SCRIPT = `(function () {
  var root = document.documentElement
  var held = []
  function hold(event) {
    if (root.hasAttribute('${HYDRATED_ATTRIBUTE}')) return
    var target = event.target
    var control = target && target.closest &&
      target.closest('button, input[type=checkbox], input[type=radio]')
    if (!control || control.disabled) return
    event.preventDefault()
    event.stopPropagation()
    if (held.indexOf(control) < 0) held.push(control)
    control.setAttribute('${EARLY_TAP_ATTRIBUTE}', '')
    // Through the CSSOM, which the page's CSP allows; the stylesheets may not
    // have arrived yet.
    control.style.setProperty('cursor', 'progress')
    control.style.setProperty('opacity', '0.6')
  }
  document.addEventListener('click', hold, true)
  window.${REPLAY_EARLY_TAPS} = function () {
    document.removeEventListener('click', hold, true)
    held.splice(0).forEach(function (control) {
      control.removeAttribute('${EARLY_TAP_ATTRIBUTE}')
      control.style.removeProperty('cursor')
      control.style.removeProperty('opacity')
      if (control.isConnected) control.click()
    })
  }
})()`
