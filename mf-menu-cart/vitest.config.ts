import { appTestConfig } from '@food/shared/testing/vitest-config'

export default appTestConfig()
