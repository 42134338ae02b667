// `drizzle-kit generate` (its arguments passed through) dates a new migration by the clock; this then dates each
// new one after the last one before it, which may be dated ahead of the clock.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { dateAfterPrevious } from './migration-dates.mjs';

const journalFile = new URL('../src/server/db/migrations/meta/_journal.json', import.meta.url);

function readJournal() {
  return fs.existsSync(journalFile) ? JSON.parse(fs.readFileSync(journalFile, 'utf8')) : { entries: [] };
}

const before = readJournal().entries.length;
const drizzleKit = new URL('../node_modules/.bin/drizzle-kit', import.meta.url);
const run = spawnSync(drizzleKit.pathname, ['generate', ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.error) throw run.error;
if (run.status !== 0) process.exit(run.status ?? 1);

const journal = readJournal();
const entries = dateAfterPrevious(journal.entries, before);
const redated = entries.filter((entry, index) => entry.when !== journal.entries[index].when);
if (redated.length > 0) {
  fs.writeFileSync(journalFile, `${JSON.stringify({ ...journal, entries }, null, 2)}\n`);
  for (const entry of redated) console.info(`Dated ${entry.tag} after the migration before it.`);
}
