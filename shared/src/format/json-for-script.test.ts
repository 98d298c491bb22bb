import { describe, expect, it } from 'vitest'
import { serializeJsonForScript } from './json-for-script'

const hostile = {
  title: 'Doner </script><script>alert(1)</script>',
  note: '<!-- an opened comment',
}

describe('serializeJsonForScript', () => {
  it('escapes every < so no text can close the script element or open a comment', () => {
    const json = serializeJsonForScript(hostile)
    expect(json).not.toContain('<')
    expect(json).toContain('\\u003c/script>')
  })

  it('still parses back to the same value', () => {
    expect(JSON.parse(serializeJsonForScript(hostile))).toEqual(hostile)
  })
})
