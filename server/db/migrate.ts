export interface Migration {
  name: string;
  sql: string;
}

export interface SqlExecutor {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

const LOCK_KEY = 0x6d617374;

/** Applies the migrations not yet applied, in name order, each in its own transaction, under an advisory lock. */
export async function migrate(db: SqlExecutor, migrations: Migration[]): Promise<string[]> {
  await db.exec(`SELECT pg_advisory_lock(${LOCK_KEY})`);
  try {
    await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
      if (done.has(migration.name)) continue;
      await db.exec(
        `BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (name) VALUES ('${migration.name.replace(/'/g, "''")}');\nCOMMIT;`,
      );
      applied.push(migration.name);
    }
    return applied;
  } catch (error) {
    await db.exec('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.exec(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
  }
}
