import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journal = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as Journal;

describe('the migrations journal', () => {
  // At start, a database runs only the migrations made after the last one it ran (by `when`): one dated earlier
  // than its predecessor would be skipped on every existing database, and applied only to new ones.
  it('dates every migration after the one before it', () => {
    for (const [index, entry] of journal.entries.entries()) {
      if (index === 0) continue;
      const previous = journal.entries[index - 1] as Journal['entries'][number];
      expect(entry.when, `${entry.tag} after ${previous.tag}`).toBeGreaterThan(previous.when);
    }
  });

  it('names each migration file it lists', () => {
    for (const entry of journal.entries) {
      expect(fs.existsSync(path.join(import.meta.dirname, `migrations/${entry.tag}.sql`)), entry.tag).toBe(
        true,
      );
    }
  });
});
