export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
/**
 * The journal's entries, each from index `firstNew` on dated at least a second after the one before it when
 * its own date is not later already.
 */
export function dateAfterPrevious<Entry extends JournalEntry>(entries: Entry[], firstNew: number): Entry[];
