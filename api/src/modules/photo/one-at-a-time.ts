/**
 * Runs the tasks given to it one after another, in the order they came; each caller gets its
 * own task's result or error.
 */
export function createSerialGate() {
  let last: Promise<unknown> = Promise.resolve()
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = last.then(task)
      // The next task waits for this one to end, whether it succeeds or fails.
      last = result.then(
        () => undefined,
        () => undefined,
      )
      return result
    },
  }
}
