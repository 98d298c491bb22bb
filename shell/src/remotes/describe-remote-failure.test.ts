import { describe, expect, it } from 'vitest'
import {
  describeRemoteFailure,
  findSingletonMismatch,
} from './describe-remote-failure'

// The federation runtime's own text (runtime-core utils/share.js), prefixed as it throws it.
const runtimeError = new Error(
  '[ Federation Runtime ]: Version 0.1.0 from shell of shared singleton module @food/shared/store does not satisfy the requirement of mf_blog which needs ^1.0.0)',
)

describe('describeRemoteFailure', () => {
  it('reads the singleton, both versions and who provides the page copy', () => {
    expect(findSingletonMismatch(runtimeError)).toEqual({
      module: '@food/shared/store',
      pageVersion: '0.1.0',
      providedBy: 'shell',
      requiredVersion: '^1.0.0',
    })
  })

  it('names the remote, the module, both versions and what to do', () => {
    const line = describeRemoteFailure('mf_blog', runtimeError)
    expect(line).toContain(
      'Remote mf_blog was built against @food/shared/store ^1.0.0',
    )
    expect(line).toContain(
      'this page runs @food/shared/store 0.1.0 (from shell)',
    )
    expect(line).toContain('incompatible major version')
    expect(line).toContain('roll it back')
  })

  it('passes any other failure through with its message', () => {
    expect(
      describeRemoteFailure(
        'mf_account',
        new Error('mf_account/OrdersPage did not load within 5000 ms'),
      ),
    ).toBe(
      'Remote mf_account failed: mf_account/OrdersPage did not load within 5000 ms',
    )
    expect(findSingletonMismatch('network down')).toBeNull()
  })
})
