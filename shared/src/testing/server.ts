// Node-side test helpers (node:http, vitest hooks): never import from app code.
export {
  expectConsole,
  untilConsolePrinted,
} from './console-guard'
export { orderingTimes, serveShop, shopSettings } from './shop'
export { useTestApi } from './test-api'
export {
  deferred,
  type Handler,
  type JsonReply,
  type Reply,
  type TestServer,
} from './test-server'
