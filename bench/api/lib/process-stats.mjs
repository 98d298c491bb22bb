import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND =
  Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100

// The process may have gone; then its figures so far stand.
function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return null
  }
}

function statusKb(pid, field) {
  const match = readProc(pid, 'status')?.match(
    new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
  )
  return match ? Number(match[1]) : null
}

// Fields of /proc/<pid>/stat after the command name (which may hold spaces), from field 3 on.
const statFields = (pid) => readProc(pid, 'stat')?.split(') ')[1]?.split(' ')

/** CPU time (user + system) the processes have used so far, in ms. */
export function cpuMs(pids) {
  let ticks = 0
  for (const pid of pids) {
    const fields = statFields(pid)
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

/**
 * CPU time of a process and all its children, living or ended (a PostgreSQL server: the
 * postmaster and its backends), in ms.
 */
export function treeCpuMs(pid) {
  const own = statFields(pid)
  if (!own) return 0
  const children = readdirSync('/proc').filter(
    (entry) => /^\d+$/.test(entry) && statFields(entry)?.[1] === String(pid),
  )
  // cutime and cstime: the children that have ended.
  const endedMs =
    ((Number(own[13]) + Number(own[14])) * 1000) / TICKS_PER_SECOND
  return cpuMs([pid, ...children]) + endedMs
}

/**
 * Samples the resident memory of each pid every 200 ms until stop(), which returns the
 * highest sample per pid, the kernel's high-water mark (VmHWM, since the process began)
 * and the CPU time used meanwhile.
 */
export function sampleProcesses(pids, intervalMs = 200) {
  const peakKb = new Map(pids.map((pid) => [pid, 0]))
  const cpuAtStart = new Map(pids.map((pid) => [pid, cpuMs([pid])]))
  const sample = () => {
    for (const pid of pids) {
      const rss = statusKb(pid, 'VmRSS')
      if (rss !== null && rss > peakKb.get(pid)) peakKb.set(pid, rss)
    }
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return pids.map((pid) => ({
        pid,
        peakRssMb: peakKb.get(pid) / 1024,
        hwmMb: (statusKb(pid, 'VmHWM') ?? 0) / 1024,
        cpuMs: cpuMs([pid]) - cpuAtStart.get(pid),
      }))
    },
  }
}
