import { useState } from 'react';
import type { DayRange } from '../../lib/day-range.ts';

/** The state of a record page's filters: what is typed (draft), what is searched (filters), the page and the problem. */
export type ReportFilters<F extends DayRange> = {
  draft: F;
  filters: F;
  page: number;
  setPage: (page: number) => void;
  /** Why the last search was refused (already in the page's language), or null. */
  problem: string | null;
  /** Changes the draft only; the search runs on submit. */
  edit: (patch: Partial<F>) => void;
  /** Changes the draft and searches at once (quick ranges, check boxes). */
  editAndApply: (patch: Partial<F>) => void;
  submit: () => void;
};

/**
 * Draft and applied filters of a record page. A search whose filters `check` refuses keeps the last
 * results and shows the problem; an accepted one goes back to page 1.
 */
export function useReportFilters<F extends DayRange>(
  initial: () => F,
  check: (filters: F) => string | null,
): ReportFilters<F> {
  const [draft, setDraft] = useState<F>(initial);
  const [filters, setFilters] = useState<F>(draft);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (next: F) => {
    const issue = check(next);
    setProblem(issue);
    if (issue) return;
    setFilters(next);
    setPage(1);
  };
  return {
    draft,
    filters,
    page,
    setPage,
    problem,
    edit: (patch) => setDraft({ ...draft, ...patch }),
    editAndApply: (patch) => {
      const next = { ...draft, ...patch };
      setDraft(next);
      apply(next);
    },
    submit: () => apply(draft),
  };
}
