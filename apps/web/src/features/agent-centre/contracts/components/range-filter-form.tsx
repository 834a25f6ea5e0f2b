import type { ReactNode } from 'react';
import type { useRangeFilter } from '../hooks/use-range-filter.ts';
import { RangeFields } from './range-fields.tsx';
import { SearchSubmit } from './search-submit.tsx';

type Props = {
  state: ReturnType<typeof useRangeFilter>;
  idPrefix: string;
  label: string;
  className: string | undefined;
  isBusy: boolean;
  /** The form's other fields (the grouping or status select), between the range and Search. */
  children: ReactNode;
  /** Shown after Search (a hint). */
  footer?: ReactNode;
};

/** A contract report's filter form: range chips and days, the report's own fields, Search and the refused range. */
export function RangeFilterForm({ state, idPrefix, label, className, isBusy, children, footer }: Props) {
  return (
    <form className={className} onSubmit={(event) => void state.apply(event)} aria-label={label}>
      <RangeFields
        idPrefix={idPrefix}
        value={state.range}
        onChange={state.setRange}
        onQuick={(range) => {
          state.setRange(range);
          void state.apply();
        }}
      />
      {children}
      <SearchSubmit isBusy={isBusy} problem={state.problem} />
      {footer}
    </form>
  );
}
