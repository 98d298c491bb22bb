import {
  type messages,
  type PGlite,
  parse,
  protocol,
} from '@electric-sql/pglite'
import type { PreparedSql } from './client'

type Prepared = {
  text: string
  parameterTypes: number[]
  /** Its columns, told once (none for a statement that returns no rows). */
  rowDescription: messages.BackendMessage[]
}

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
 * work of running a statement already prepared and described in one call (measured on the
 * session lookup). Values and rows go through PGlite's own serializers and parsers.
 */
export function createPgliteStatements(pglite: PGlite) {
  /** The statements prepared on this database, by name. */
  const statements = new Map<string, Prepared>()

  async function prepare(
    { name, text }: PreparedSql,
    inTransaction: boolean,
  ): Promise<Prepared> {
    const known = statements.get(name)
    if (known) {
      if (known.text !== text)
        throw new Error(`prepared statement "${name}" is defined twice`)
      return known
    }
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    )
    const prepared = {
      text,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.filter((m) => m.name === 'rowDescription'),
    }
    statements.set(name, prepared)
    return prepared
  }

  async function run<T>(
    statement: PreparedSql,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<T[]> {
    const { parameterTypes, rowDescription } = await prepare(
      statement,
      inTransaction,
    )
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const toText = pglite.serializers[parameterTypes[i] ?? 0]
      return toText ? toText(value) : String(value)
    })
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    )
    const [result] = parse.parseResults(
      [...rowDescription, ...messages],
      pglite.parsers,
    )
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
