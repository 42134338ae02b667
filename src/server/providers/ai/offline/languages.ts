import { dutch } from './dutch';
import { english } from './english';
import { french } from './french';
import { german } from './german';
import { italian } from './italian';
import { portuguese } from './portuguese';
import { spanish } from './spanish';
import type { OfflineWriter } from './writer';

/** The languages the offline description is written in, by language code. */
export const OFFLINE_WRITERS: Readonly<Record<string, OfflineWriter>> = {
  en: english,
  fr: french,
  de: german,
  es: spanish,
  it: italian,
  pt: portuguese,
  nl: dutch,
};

/** The first of the reader's languages (codes, most wanted first) the offline description is written in; else English. */
export function offlineWriterFor(languages: readonly string[]): OfflineWriter {
  for (const code of languages) {
    const writer = OFFLINE_WRITERS[code];
    if (writer) return writer;
  }
  return english;
}
