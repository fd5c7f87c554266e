import { Icon } from '../../../components/Icon';

/** Page numbers to show: a window of up to 5 around the current page, plus first and last with ellipses. */
export function pageItems(page: number, totalPages: number, window = 5): (number | 'gap')[] {
  if (totalPages <= 1) return [1];
  const half = Math.floor(window / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(totalPages, start + window - 1);
  start = Math.max(1, end - window + 1);
  const items: (number | 'gap')[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push('gap');
  if (end < totalPages) items.push(totalPages);
  return items;
}

interface AdminPaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Previous / next, a window of page numbers, first and last. */
export function AdminPagination({ page, totalPages, onPage, label = 'Pagination' }: AdminPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={label}>
      <button
        type="button"
        className="admin-pagination__btn"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Page précédente"
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul role="list" className="admin-pagination__pages">
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="admin-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="admin-pagination__btn"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="admin-pagination__btn"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label="Page suivante"
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
