import { z } from 'zod'

// In a browser, zod's first parse tries `Function('')` to see whether it may compile
// parsers; the site's Content-Security-Policy (no 'unsafe-eval') blocks that and
// reports a violation. The schemas the pages parse are small: parse without compiling.
// The API (no document) keeps the compiled parsers. (A side effect: listed in package.json.)
if ('document' in globalThis) z.config({ jitless: true })

export { z }
