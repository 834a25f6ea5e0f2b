import { PAGINATION } from '@lucky/contracts/common/constants';
import { useTranslation } from 'react-i18next';
import styles from './pagination.module.css';

export type PageItem = number | 'gap';

/**
 * Page numbers to show, 1-based: `margin` pages at each end and `range` pages around
 * the current one, with a gap marker for each hidden run.
 */
export function buildPageItems(
  current: number,
  total: number,
  range: number = PAGINATION.pageRange,
  margin: number = PAGINATION.marginPages,
): PageItem[] {
  if (total <= 0) return [];
  if (total <= range + margin * 2) return Array.from({ length: total }, (_, index) => index + 1);
  let start = Math.max(1, current - Math.floor(range / 2));
  let end = start + range - 1;
  if (end > total) {
    end = total;
    start = total - range + 1;
  }
  const shown = new Set<number>();
  for (let page = 1; page <= margin; page += 1) shown.add(page);
  for (let page = start; page <= end; page += 1) shown.add(page);
  for (let page = total - margin + 1; page <= total; page += 1) shown.add(page);
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

export type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button
        type="button"
        className={styles.item}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        ‹
      </button>
      {buildPageItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap}>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? `${styles.item} ${styles.current}` : styles.item}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.item}
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('pagination.next')}
      >
        ›
      </button>
    </nav>
  );
}
