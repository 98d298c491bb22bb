/**
 * Runs in the tablet's page before its own code (an init script): window.__board records
 * when each order's card enters the DOM and the frame that paints it, times one armed action
 * from its click to the frame that paints the card's change, and when the DOM last changed.
 * Painted = the first task after the next animation frame (that frame's paint is done by then).
 */
export function boardProbe(nextLabels) {
  const afterPaint = (done) =>
    requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0))
  const board = {
    /** Card (the order's _id) → { seenAt, paintedAt } in ms since the page's time origin. */
    cards: {},
    lastMutationAt: 0,
    armed: null,
    /** The next-step button a card shows now (null: none, or no card). */
    nextLabelOf(id) {
      const card = document.getElementById(`card-${id}`)
      if (!card) return undefined
      for (const button of card.querySelectorAll('button'))
        if (nextLabels.includes(button.textContent)) return button.textContent
      return null
    },
    /** The armed click's ms from the click to its paint, once painted. */
    timing: null,
    /**
     * Times the next click: `until` is 'dialog' (a dialog opens) or 'next-step' (the card's
     * next-step button is no longer `from`); `timing` resolves { ms: click → paint, replyMs: click → the API's answer }.
     */
    arm(id, until, from) {
      board.timing = new Promise((resolve) => {
        board.armed = { id, until, from, clickAt: null, resolve }
      })
    },
    check() {
      const armed = board.armed
      if (!armed || armed.clickAt === null) return
      const changed =
        armed.until === 'dialog'
          ? document.querySelector('[role="dialog"]') !== null
          : (() => {
              const label = board.nextLabelOf(armed.id)
              // The card gone counts once it had a step to take.
              return label === undefined
                ? armed.from !== null
                : label !== armed.from
            })()
      if (!changed) return
      board.armed = null
      // The staff API's answer to this tap, if it made a call (opening a dialog makes none
      // that the change waits for).
      const reply = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.includes('/staff/orders/') &&
            !entry.name.endsWith('/acknowledge') &&
            entry.startTime >= armed.clickAt,
        )
        .at(-1)
      afterPaint((paintedAt) =>
        armed.resolve({
          ms: paintedAt - armed.clickAt,
          replyMs: reply ? reply.responseEnd - armed.clickAt : null,
        }),
      )
    },
  }
  window.__board = board
  performance.setResourceTimingBufferSize(100_000)
  document.addEventListener(
    'click',
    (event) => {
      if (board.armed && board.armed.clickAt === null) {
        board.armed.clickAt = event.timeStamp
        board.check()
      }
    },
    true,
  )
  new MutationObserver((records) => {
    const now = performance.now()
    board.lastMutationAt = now
    const fresh = []
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue
        const heads = node.matches('h3[id^="order-"]')
          ? [node]
          : node.querySelectorAll('h3[id^="order-"]')
        for (const head of heads) {
          const id = head.id.slice('order-'.length)
          if (board.cards[id]) continue
          board.cards[id] = { seenAt: now, paintedAt: null }
          fresh.push(id)
        }
      }
    }
    if (fresh.length)
      afterPaint((paintedAt) => {
        for (const id of fresh) board.cards[id].paintedAt = paintedAt
      })
    board.check()
  }).observe(document, { childList: true, subtree: true, characterData: true })
}
