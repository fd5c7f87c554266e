/**
 * A typed list of values as SQL literals (`'a', 'b'`), for CHECK constraints in the entity schemas:
 * the domain's list is the one definition, the schema never copies it. Migrations keep their own
 * literal text, so that a migration does the same thing in a year (docs/architecture.md).
 */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
}

/** A word matched literally inside a LIKE pattern: its `\`, `%` and `_` escaped (PostgreSQL's default escape). */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
