import { type ChildProcess, spawn } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  readFileSync,
  type WriteStream,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitUntilFree, waitUntilUp } from './wait'

/** The API's package folder. */
const API_ROOT = fileURLToPath(new URL('../../api/', import.meta.url))

/** The node flags and entry of the API's `pnpm start` (api/package.json, the one place they are written). */
function productionArgs(): string[] {
  const { scripts } = JSON.parse(
    readFileSync(path.join(API_ROOT, 'package.json'), 'utf8'),
  ) as { scripts: { start: string } }
  const [node, ...args] = scripts.start.split(/\s+/)
  if (node !== 'node')
    throw new Error(`the API's start is not a node command: ${scripts.start}`)
  return args
}

const running = new Set<ChildProcess>()
// An API left behind would hold its port for the next run: kill what is still running on exit.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

type ApiProcessOptions = {
  port: number
  env?: Record<string, string>
  /** Where the server's output goes (appended). */
  logFile: string
  /** Extra node flags before the entry, e.g. `--cpu-prof`. */
  nodeArgs?: string[]
}

/**
 * The real API as production runs it: its own Node process on the compiled bundle
 * (`node dist/server/main.js`, what `pnpm start` runs; `pnpm --filter @food/api build` makes it),
 * so its pid is the server's own (to sample, or to SIGKILL) and not a wrapper's.
 */
export class ApiProcess {
  private child: ChildProcess | null = null
  private readonly log: WriteStream
  /** `http://127.0.0.1:<port>` */
  readonly origin: string
  /** The API root, `<origin>/api`. */
  readonly base: string

  constructor(private readonly options: ApiProcessOptions) {
    this.origin = `http://127.0.0.1:${options.port}`
    this.base = `${this.origin}/api`
    this.log = createWriteStream(options.logFile, { flags: 'a' })
  }

  get port() {
    return this.options.port
  }

  get pid(): number | undefined {
    return this.child?.pid
  }

  /** Starts the server and waits until /api/health answers; resolves how long that took (ms). */
  async start(timeoutMs = 180_000): Promise<number> {
    if (!existsSync(path.join(API_ROOT, 'dist/server/main.js')))
      throw new Error(
        'the API is not built: run `pnpm --filter @food/api build`',
      )
    // A server still on the port would answer the health check for the new one, which then
    // fails to listen.
    await waitUntilFree(`${this.base}/health`)
    const startedAt = performance.now()
    const child = spawn(
      process.execPath,
      [...(this.options.nodeArgs ?? []), ...productionArgs()],
      {
        cwd: API_ROOT,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          ...this.options.env,
          PORT: String(this.port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    this.child = child
    running.add(child)
    child.once('exit', () => running.delete(child))
    child.stdout?.pipe(this.log, { end: false })
    child.stderr?.pipe(this.log, { end: false })
    try {
      await waitUntilUp(`${this.base}/health`, {
        timeoutMs,
        intervalMs: 25,
        whyNot: () =>
          child.exitCode === null
            ? null
            : `the API exited with ${child.exitCode}: ${this.logTail()}`,
      })
    } catch (error) {
      await this.stop()
      throw error
    }
    return performance.now() - startedAt
  }

  private logTail() {
    return readFileSync(this.options.logFile, 'utf8')
      .trim()
      .split('\n')
      .slice(-5)
      .join(' / ')
  }

  /**
   * Sends the signal and waits for the process to be gone. A SIGTERM that is not obeyed
   * within `graceMs` is followed by a SIGKILL.
   */
  async stop(signal: NodeJS.Signals = 'SIGKILL', graceMs = 5_000) {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise<void>((resolve) =>
      child.once('exit', () => resolve()),
    )
    child.kill(signal)
    const timer =
      signal === 'SIGKILL'
        ? undefined
        : setTimeout(() => child.kill('SIGKILL'), graceMs)
    await gone
    clearTimeout(timer)
    this.child = null
  }

  /** Stops the server and closes its log. */
  async close() {
    await this.stop('SIGKILL')
    await new Promise<void>((resolve) => this.log.end(resolve))
  }
}
