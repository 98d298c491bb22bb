/**
 * Runs in the page before any of its scripts (Playwright init script). It
 * records paint, LCP, layout shifts and long tasks, and the moment the target
 * (the first menu item's name, a basket line, a post title) is painted.
 *
 * "Visible": a MutationObserver finds the first element matching the target
 * as soon as it enters the DOM, before the frame that shows it, and gives it an
 * `elementtiming` attribute; the Element Timing API then reports when its text
 * was painted. If no element entry comes (e.g. below the fold), the time of the
 * first animation frame after insertion with a non-empty box is used instead.
 */
export function pageProbe({ selector, text }) {
  const state = {
    fcp: null,
    lcp: null,
    lcpElement: null,
    /** The LCP's image address, when the largest paint is an image. */
    lcpUrl: null,
    shifts: [],
    longTasks: [],
    foundAt: null,
    frameAt: null,
    paintedAt: null,
    visibleAt: null,
    /** Server nodes of a remote's slot removed, and slot loading boxes shown, after the HTML was parsed. */
    serverHtmlLost: [],
    errors: [],
  }
  window.__bench = state

  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onEntry(entry)
      }).observe({ type, buffered: true })
    } catch (error) {
      state.errors.push(`${type}: ${error}`)
    }
  }
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime
  })
  observe('largest-contentful-paint', (entry) => {
    state.lcp = entry.startTime
    state.lcpUrl = entry.url || null
    state.lcpElement = entry.element
      ? `${entry.element.tagName.toLowerCase()} ${entry.element.textContent?.trim().slice(0, 40) ?? ''}`
      : null
  })
  const describe = (node) =>
    node?.nodeType === 1
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} "${node.textContent?.trim().slice(0, 30) ?? ''}"`
      : String(node?.nodeName ?? '')
  observe('layout-shift', (entry) => {
    state.shifts.push({
      startTime: entry.startTime,
      value: entry.value,
      hadRecentInput: entry.hadRecentInput,
      // Which boxes moved: for finding the cause, not for the score.
      sources: (entry.sources ?? []).slice(0, 3).map((source) => ({
        node: describe(source.node),
        from: `${source.previousRect.y}+${source.previousRect.height}`,
        to: `${source.currentRect.y}+${source.currentRect.height}`,
      })),
    })
  })
  observe('longtask', (entry) => {
    state.longTasks.push({
      startTime: entry.startTime,
      duration: entry.duration,
    })
  })
  observe('element', (entry) => {
    if (entry.identifier !== 'bench-target' || state.paintedAt !== null) return
    state.paintedAt = entry.renderTime || entry.loadTime
    state.visibleAt = state.paintedAt
  })

  // The server's HTML survives hydration (issue 31): the same rule as
  // e2e/tests/late-hydration.spec.ts. A placeholder (skeleton, loading box,
  // a photo's blurred stand-in, anything aria-busy) may go; the header follows the visitor's basket.
  const fromServer = new WeakSet()
  const PLACEHOLDER =
    '[data-slot-loading], [data-placeholder], [data-testid="skeleton"], [aria-busy="true"]'
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.querySelectorAll('#root *'))
      fromServer.add(element)
  })
  new MutationObserver((records) => {
    for (const record of records) {
      const parent = record.target
      const inHeader = parent.closest?.('header')
      for (const node of record.removedNodes) {
        if (!fromServer.has(node) || inHeader) continue
        if (node.matches(PLACEHOLDER) || parent.closest?.(PLACEHOLDER)) continue
        state.serverHtmlLost.push(`removed ${describe(node)}`)
      }
      if (document.readyState === 'loading' || inHeader) continue
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue
        const box = node.matches('[data-slot-loading]')
          ? node
          : node.querySelector('[data-slot-loading]')
        if (box) state.serverHtmlLost.push(`loading box ${describe(box)}`)
      }
    }
  }).observe(document, { childList: true, subtree: true })

  const matches = (element) =>
    text === undefined || element.textContent?.trim() === text

  const find = () => {
    for (const element of document.querySelectorAll(selector)) {
      if (matches(element) && element.textContent?.trim()) return element
    }
    return null
  }

  const whenShown = (element) => {
    requestAnimationFrame(() => {
      const box = element.getBoundingClientRect()
      if (!element.isConnected || box.width === 0 || box.height === 0) {
        // Not laid out yet (e.g. styles still loading): look again next frame.
        whenShown(element)
        return
      }
      state.frameAt = performance.now()
      // Element Timing normally reports first; give it two frames' grace.
      setTimeout(() => {
        if (state.visibleAt === null) state.visibleAt = state.frameAt
      }, 100)
    })
  }

  const mutations = new MutationObserver(() => {
    const element = find()
    if (!element) return
    mutations.disconnect()
    state.foundAt = performance.now()
    element.setAttribute('elementtiming', 'bench-target')
    whenShown(element)
  })
  mutations.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  })
}
