import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { SLOT_RENDERED_IN_BROWSER } from '../remotes/server-rendered'

/**
 * Renders a tree with React's streaming renderer and collects the whole HTML
 * once everything is ready (the page is cached whole, and crawlers get it
 * whole). Rejects if the shell itself fails, or after `budgetMs`; an error
 * inside a Suspense boundary leaves that part to the browser.
 */
export function renderToHtml(
  tree: ReactNode,
  budgetMs: number,
  onSlotError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk))
        done()
      },
    })
    sink.on('finish', () => {
      clearTimeout(timer)
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
    const stream = renderToPipeableStream(tree, {
      // The page is sent whole: no part of it is held back for a script to
      // reveal later (React outlines large parts otherwise), so it needs no
      // inline script, which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer)
        reject(error)
      },
      onError: (error) => {
        onSlotError(error)
        return SLOT_RENDERED_IN_BROWSER
      },
    })
    const timer = setTimeout(() => {
      const error = new Error(`the render took over ${budgetMs} ms`)
      stream.abort(error)
      reject(error)
    }, budgetMs)
  })
}
