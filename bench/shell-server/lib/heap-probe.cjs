// Preloaded into the shell's render server by the memory run only (node
// --expose-gc --require): on SIGUSR2 it runs a full garbage collection and
// writes the process's memory to HEAP_PROBE_FILE. What is still in the heap
// after a full collection is what the server keeps; RSS also counts the room
// V8 and the allocator hold on to, which moves with load and collection timing.
const { writeFileSync } = require('node:fs')

const file = process.env.HEAP_PROBE_FILE
if (file && typeof global.gc === 'function') {
  process.on('SIGUSR2', () => {
    global.gc()
    const memory = process.memoryUsage()
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...memory }))
  })
}
