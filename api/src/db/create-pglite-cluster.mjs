// Creates a PGlite cluster (initdb) in an empty folder, then exits: run as a child process by
// pglite-db.ts, so the memory initdb takes is given back to the system with the process.
// Plain JavaScript, so it starts without the TypeScript loader.
import { PGlite } from '@electric-sql/pglite'

const [dataDir, startParams] = process.argv.slice(2)
const db = await PGlite.create(dataDir, {
  startParams: JSON.parse(startParams),
})
await db.close()
