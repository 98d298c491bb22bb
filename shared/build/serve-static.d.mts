// Types for the plain-ESM static server, so the shell's TypeScript render server type-checks.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export {
  inlineScriptHashes,
  shellContentSecurityPolicy,
} from './security-headers.mjs'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

export declare function cacheControlFor(fileName: string): string
export declare function createStaticServer(options: {
  root: string
  spa?: boolean
  routes?: Record<string, Handler>
  pagePolicy?: () => Promise<string>
  pages?: Handler
}): Server
export declare function listen(
  server: Server,
  port: number,
  host?: string,
): Promise<Server>
