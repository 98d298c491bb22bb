import { appTestConfig } from '@food/shared/testing/vitest-config'

export default appTestConfig({ setupFiles: ['./src/test/setup.ts'] })
