import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitUntilUp as waitUntilAnswers } from '@food/tools/wait'

const running = new Set()
const tempDirs = new Set()
const otherStops = new Set()

/** A stop for a server started elsewhere (the API), run by stopAll() with the others. */
export function stopWithTheRest(stop) {
  otherStops.add(stop)
}

/** A temporary folder, removed when the bench ends however it ends. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  tempDirs.add(dir)
  return dir
}

export function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: is another bench running?`)),
    )
    probe.listen(port, () => probe.close(resolve))
  })
}

// The group: a server may have started children of its own (tsx does).
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the group, SIGKILL after a grace period; resolves once it exited. */
async function stopGroup(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/**
 * Spawns a server in its own process group (detached), keeping the end of its
 * output for the error message if it dies. Its pid is the process to sample
 * when the command is node itself.
 */
export function spawnServer(name, command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let tail = ''
  const keep = (chunk) => {
    tail = (tail + chunk).slice(-1500)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  running.add(child)
  child.once('exit', () => running.delete(child))
  return {
    name,
    pid: child.pid,
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    tail: () => tail.trim(),
    stop: () => stopGroup(child),
  }
}

/** Waits until the URL answers at all; throws with the server's last words if it died. */
export const waitUntilUp = (address, server, timeoutMs = 180_000) =>
  waitUntilAnswers(address, {
    timeoutMs,
    whyNot: () =>
      server.hasExited() ? `${server.name} exited:\n${server.tail()}` : null,
  })

/** Stops every server still running and removes the temporary folders. */
export async function stopAll() {
  await Promise.all([
    ...[...running].map((child) => stopGroup(child)),
    ...[...otherStops].map((stop) => stop()),
  ])
  otherStops.clear()
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
  tempDirs.clear()
}

// On Ctrl-C or an uncaught failure nothing may be left listening on the ports.
process.once('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL')
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`)
    process.exit(130)
  })
}
