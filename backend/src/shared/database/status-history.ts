import type { EntitySchemaColumnOptions } from 'typeorm';

/*
 * The status history of an aggregate (orders, subscriptions): one row per change in its `…_history`
 * table, appended on save and read back oldest first (by id). `from === to` records an event without
 * a state change.
 */

/** One entry as the aggregate keeps it. */
export interface StatusHistoryEntry<S extends string> {
  from: S | null;
  to: S;
  at: Date;
  by: string;
  note: string | null;
}

/** An entry's columns in the history table (the owner's id aside). */
export interface StatusHistoryColumns {
  fromStatus: string | null;
  toStatus: string;
  at: Date;
  actor: string;
  note: string | null;
}

/** The size of the `actor` column. */
const ACTOR_LENGTH = 100;

export const toStatusHistoryEntry = <S extends string>(row: StatusHistoryColumns): StatusHistoryEntry<S> => ({
  from: row.fromStatus as S | null,
  to: row.toStatus as S,
  at: row.at,
  by: row.actor,
  note: row.note,
});

export const toStatusHistoryColumns = (entry: StatusHistoryEntry<string>): StatusHistoryColumns => ({
  fromStatus: entry.from,
  toStatus: entry.to,
  at: entry.at,
  actor: entry.by.slice(0, ACTOR_LENGTH),
  note: entry.note,
});

/** The history table's columns: its bigint id (the entries' order), the owner's uuid, then the change. */
export function statusHistoryColumnOptions<Owner extends string>(
  owner: Owner,
  ownerColumn: string,
  statusLength: number,
): Record<'id' | Owner | keyof StatusHistoryColumns, EntitySchemaColumnOptions> {
  const columns: Record<string, EntitySchemaColumnOptions> = {
    id: { type: 'bigint', primary: true, generated: 'increment' },
    [owner]: { name: ownerColumn, type: 'uuid' },
    fromStatus: { name: 'from_status', type: 'varchar', length: statusLength, nullable: true },
    toStatus: { name: 'to_status', type: 'varchar', length: statusLength },
    at: { type: 'timestamptz' },
    actor: { type: 'varchar', length: ACTOR_LENGTH },
    note: { type: 'text', nullable: true },
  };
  return columns as Record<'id' | Owner | keyof StatusHistoryColumns, EntitySchemaColumnOptions>;
}
