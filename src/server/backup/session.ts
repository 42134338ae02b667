import pg from 'pg';

/**
 * The settings COPY's text is written and read under, whatever the server's defaults: dates in ISO form, floats
 * to the last digit, no time limit on a long table (pg_dump sets the same).
 */
const SETTINGS = `
  SET client_encoding = 'UTF8';
  SET datestyle = ISO;
  SET intervalstyle = postgres;
  SET timezone = 'UTC';
  SET extra_float_digits = 3;
  SET statement_timeout = 0;
  SET idle_in_transaction_session_timeout = 0;
  SET lock_timeout = '60s';`;

/** A connection of its own for a backup or a restore. */
export async function connect(url: string, purpose: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: `roadbook ${purpose}` });
  // A connection lost while idle fails the next statement; the event alone must not end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(SETTINGS);
  } catch (error) {
    await client.end();
    throw error;
  }
  return client;
}
