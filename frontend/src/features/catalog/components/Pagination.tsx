import { Icon } from '../../../components/Icon';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Page numbers with previous / next; shown by the listing only when there is more than one page. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label="Pagination">
      <button
        type="button"
        className="pagination__btn"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Page précédente"
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul role="list" className="pagination__pages">
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className="pagination__btn"
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Page ${p}`}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pagination__btn"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        aria-label="Page suivante"
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
