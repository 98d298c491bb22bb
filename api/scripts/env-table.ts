/**
 * Writes the table of settings into api/README.md, between its env-table
 * markers, from src/config/env-docs.ts (test/env-docs.test.ts fails while the
 * README shows another table).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { ENV_NAMES } from '../src/config/env'
import { renderEnvTable } from '../src/config/env-docs'

const README = new URL('../README.md', import.meta.url)
const START = '<!-- env-table: pnpm --filter @food/api env-table -->'
const END = '<!-- /env-table -->'

const readme = readFileSync(README, 'utf8')
const start = readme.indexOf(START)
const end = readme.indexOf(END)
if (start < 0 || end < start)
  throw new Error(`README.md lacks ${START} … ${END}`)
const table = renderEnvTable(ENV_NAMES)
writeFileSync(
  README,
  `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`,
)
console.log(`api/README.md: ${ENV_NAMES.length} settings`)
