import { spawn } from 'node:child_process'
import { once } from 'node:events'

const running = new Set()

/** Spawns a child that is killed (by its pid) if the bench exits first. */
export function startProcess(command, args, options) {
  const child = spawn(command, args, options)
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** SIGTERM, then SIGKILL after a grace period; resolves when the child is gone. */
export async function stopProcess(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

function killAll() {
  for (const child of running) child.kill('SIGKILL')
}

process.once('exit', killAll)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killAll()
    process.exit(130)
  })
}
