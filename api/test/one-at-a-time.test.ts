import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { createSerialGate } from '../src/modules/photo/one-at-a-time'

describe('createSerialGate (one photo transform at a time per instance)', () => {
  it('runs tasks one after another in arrival order, each caller getting its own result', async () => {
    const gate = createSerialGate()
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (n: number, ms: number) => async () => {
      running += 1
      most = Math.max(most, running)
      await sleep(ms)
      order.push(n)
      running -= 1
      return n * 10
    }
    const results = await Promise.all([
      gate.run(task(1, 30)),
      gate.run(task(2, 5)),
      gate.run(task(3, 15)),
    ])
    expect(results).toEqual([10, 20, 30])
    expect(order).toEqual([1, 2, 3])
    expect(most).toBe(1)
  })

  it('goes on with the next task when one fails', async () => {
    const gate = createSerialGate()
    const failed = gate.run(async () => {
      throw new Error('damaged photo')
    })
    const next = gate.run(async () => 'next')
    await expect(failed).rejects.toThrow('damaged photo')
    await expect(next).resolves.toBe('next')
  })
})
