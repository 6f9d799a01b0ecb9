import pg from 'pg';

/**
 * Test schemas are dropped here, once, before and after the whole run, not by each file: dropping
 * a schema while another file's migrator lists the database's tables makes that listing fail
 * ("schema … does not exist").
 */
async function dropTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like 'test\\_%'",
    );
    for (const { name } of rows)
      await client.query(`drop schema if exists ${pg.escapeIdentifier(name)} cascade`);
  } finally {
    await client.end();
  }
}

export async function setup(): Promise<void> {
  await dropTestSchemas();
}

export async function teardown(): Promise<void> {
  await dropTestSchemas();
}
