import * as createCoreTables from './2025_11_21_170000_create_core_tables'

export type Migration = {
  version: string
  up(db: {
    query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
  }): Promise<void>
}

/** Every migration in the order it runs; the version is the file name. */
export const migrations: Migration[] = [
  { version: '2025_11_21_170000_create_core_tables', ...createCoreTables },
]
