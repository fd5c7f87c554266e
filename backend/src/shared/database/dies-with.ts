import type { EntitySchemaRelationOptions } from 'typeorm';

/** A child row's link to its parent (`column`, foreign key `constraint`): deleted with it. */
export function diesWith(target: string, column: string, constraint: string): EntitySchemaRelationOptions {
  return {
    type: 'many-to-one',
    target,
    joinColumn: { name: column, foreignKeyConstraintName: constraint },
    onDelete: 'CASCADE',
  };
}
