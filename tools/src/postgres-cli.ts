// A throwaway PostgreSQL server for a shell script (.ci/run):
//   pnpm --silent --filter @food/tools postgres start   → prints "<url> <folder>"
//   pnpm --silent --filter @food/tools postgres stop <folder>
import {
  postgresBin,
  startThrowawayPostgres,
  stopThrowawayPostgres,
} from './postgres'

const [command, dir] = process.argv.slice(2)
const bin = postgresBin()
if (!bin) {
  console.error('no PostgreSQL under /usr/lib/postgresql')
  process.exit(1)
}
if (command === 'start') {
  const server = await startThrowawayPostgres(bin, 'food-ci-pg-')
  console.log(`${server.url} ${server.dir}`)
} else if (command === 'stop' && dir) {
  stopThrowawayPostgres(bin, dir)
} else {
  console.error('usage: postgres-cli start | stop <folder>')
  process.exit(2)
}
