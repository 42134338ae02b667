// A database runs only the migrations dated after the last one it ran (the journal's `when`), so a migration
// must be dated after every one before it, even when an earlier one was dated ahead of the clock.

/**
 * The journal's entries, each from index `firstNew` on dated at least a second after the one before it when
 * its own date is not later already.
 */
export function dateAfterPrevious(entries, firstNew) {
  const dated = entries.slice(0, firstNew);
  for (const entry of entries.slice(firstNew)) {
    const previous = dated.at(-1);
    dated.push(previous && entry.when <= previous.when ? { ...entry, when: previous.when + 1000 } : entry);
  }
  return dated;
}
