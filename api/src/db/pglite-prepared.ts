import { type PGlite, parse, protocol } from '@electric-sql/pglite'
import type { PreparedSql } from './client'

const { serialize } = protocol

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((n, part) => n + part.length, 0))
  let at = 0
  for (const part of parts) {
    joined.set(part, at)
    at += part.length
  }
  return joined
}

/**
 * Named prepared statements on PGlite, which its query() does not offer: every query() parses,
 * plans and describes the statement again in six calls into WebAssembly, about three times the
 * work of running a statement already prepared in one call (measured on the session lookup).
 * Values and rows go through PGlite's own serializers and parsers, as query() does.
 */
export function createPgliteStatements(pglite: PGlite) {
  /** Each statement's parameter types, once it is prepared on this database. */
  const parameterTypes = new Map<string, { text: string; types: number[] }>()

  async function prepare({ name, text }: PreparedSql, inTransaction: boolean) {
    const known = parameterTypes.get(name)
    if (known) {
      if (known.text !== text)
        throw new Error(`prepared statement "${name}" is defined twice`)
      return known.types
    }
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    )
    const types = parse.parseDescribeStatementResults(messages)
    parameterTypes.set(name, { text, types })
    return types
  }

  async function run<T>(
    statement: PreparedSql,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<T[]> {
    const types = await prepare(statement, inTransaction)
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const toText = pglite.serializers[types[i] ?? 0]
      return toText ? toText(value) : String(value)
    })
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    )
    const [result] = parse.parseResults(messages, pglite.parsers)
    return (result?.rows ?? []) as T[]
  }

  return {
    /**
     * Runs a prepared statement. execProtocol takes none of PGlite's locks: outside a
     * transaction this waits for any open one, as query() does, so it never runs inside
     * another caller's transaction; inside one, only for the statement before it.
     */
    query<T>(statement: PreparedSql, params: readonly unknown[]) {
      return pglite._runExclusiveTransaction(() =>
        pglite.runExclusive(() => run<T>(statement, params, false)),
      )
    },
    queryInTransaction<T>(statement: PreparedSql, params: readonly unknown[]) {
      return pglite.runExclusive(() => run<T>(statement, params, true))
    },
  }
}
