import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/Spinner';
import { AdminPagination } from './AdminPagination';

export interface SortColumn<K extends string> {
  /** The server's sort key, or null for a column that does not sort. */
  key: K | null;
  label: string;
  className?: string;
  /** Shown in the header cell instead of the label (a 'select all' box); `label` stays the column's key. */
  header?: ReactNode;
}

interface SortableTableProps<K extends string> {
  columns: SortColumn<K>[];
  /** Absent for a list that does not sort. */
  sortBy?: K;
  sortOrder?: 'asc' | 'desc';
  onSort?: (column: K) => void;
  caption: string;
  className: string;
  /** First load: skeleton rows. */
  loading: boolean;
  /** How many skeleton rows (5). */
  skeletonRows?: number;
  /** Skeleton rows as one bar of this height across the row, rather than a bar per cell. */
  skeletonBar?: string;
  /** The box around the table ('users-table-wrap'). */
  wrapClassName?: string;
  /** A later load: the rows dim. */
  busy: boolean;
  /** Shown under the table (no rows, an error). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A back-office list sorted by the server: clickable headers with aria-sort, skeleton rows while loading.
 * A column whose key is null is a plain header (a list that does not sort has only those).
 */
export function SortableTable<K extends string>({
  columns,
  sortBy,
  sortOrder,
  onSort,
  caption,
  className,
  loading,
  skeletonRows = 5,
  skeletonBar,
  wrapClassName = 'users-table-wrap',
  busy,
  after,
  children,
}: SortableTableProps<K>) {
  return (
    <div className={`${wrapClassName}${busy ? ' users-table-wrap--busy' : ''}`}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.key !== null && column.key === sortBy;
              return (
                <th
                  key={column.label}
                  scope="col"
                  className={column.className}
                  aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.key ? (
                    <button
                      type="button"
                      className={`users-sort${active ? ' users-sort--active' : ''}`}
                      onClick={() => onSort?.(column.key!)}
                    >
                      {column.label}
                      <span className="users-sort__arrow" aria-hidden="true">
                        {active ? (sortOrder === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    (column.header ?? column.label)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: skeletonRows }, (_, i) =>
              skeletonBar ? (
                <tr key={`skeleton-${i}`}>
                  <td colSpan={columns.length}>
                    <Skeleton height={skeletonBar} />
                  </td>
                </tr>
              ) : (
                <tr key={`skeleton-${i}`} className="users-table__skeleton">
                  {columns.map((column) => (
                    <td key={column.label}>
                      <Skeleton height="1rem" />
                    </td>
                  ))}
                </tr>
              ),
            )}
          {children}
        </tbody>
      </table>
      {after}
    </div>
  );
}

interface ListFooterProps {
  /** '11–20 sur 42', or empty. */
  range: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}

/** Under a paged list: which rows are shown, and the pages. */
export function ListFooter({ range, page, totalPages, onPage, label }: ListFooterProps) {
  return (
    <div className="users-footer">
      <p className="users-footer__range">{range}</p>
      <AdminPagination page={page} totalPages={totalPages} onPage={onPage} label={label} />
    </div>
  );
}
