// Node-side test helpers (node:http, vitest hooks): never import from app code.
export { expectConsole, installConsoleGuard } from './console-guard'
export {
  deferred,
  type Handler,
  type JsonReply,
  type RecordedRequest,
  type Reply,
  startTestServer,
  type TestServer,
} from './test-server'
