import { appTestConfig } from '@food/shared/testing/vitest-config'

// The shell's tests render on the server, as its Node server does: no DOM.
export default appTestConfig({ environment: 'node' })
