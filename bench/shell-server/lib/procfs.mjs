import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const TICKS_PER_SECOND =
  Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100

// The process may have gone; the caller then sees null.
function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return null
  }
}

/** CPU time (utime + stime) one process has used so far, in ms. */
export function cpuMs(pid) {
  // Fields after the command name (which may hold spaces), from field 3 on.
  const fields = readProc(pid, 'stat')?.split(') ')[1]?.split(' ')
  if (!fields) return null
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: its peak). */
export function statusMb(pid, field) {
  const match = readProc(pid, 'status')?.match(
    new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
  )
  return match ? Number(match[1]) / 1024 : null
}
