import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SessionHistoryQueryValues } from '../../../application/session-history/session-history-place';
import type { SessionHistoryViewModel } from '../../../application/session-history/session-history.view-model';
import {
  isSessionHistoryPageSize,
  SESSION_HISTORY_PAGE_SIZES,
} from '../../../domain/session-history/session-history-paging';

export interface SessionHistoryControlProps {
  readonly vm: SessionHistoryViewModel;
  /** Opens a place (the route puts it in the URL). */
  readonly onNavigate: (query: SessionHistoryQueryValues) => void;
}

/** Whose history it is, how many sessions, and the 'Show per page' selector. */
export const SessionHistoryToolbar = observer(function SessionHistoryToolbar({
  vm,
  onNavigate,
}: SessionHistoryControlProps) {
  const { t } = useLingui();
  const selectId = useId();
  const name = vm.playerName;
  const total = vm.totalElements;
  return (
    <div className="sh-toolbar">
      <p className="sh-toolbar__summary">
        {name === null ? null : <span className="sh-toolbar__player">{name}</span>}
        {vm.hasData ? <span>{t`${plural(total, { one: '# session', other: '# sessions' })}`}</span> : null}
      </p>
      <div className="sh-size">
        <label htmlFor={selectId}>{t`Show per page`}</label>
        <select
          id={selectId}
          value={vm.place.size}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (isSessionHistoryPageSize(size)) onNavigate(vm.queryForSize(size));
          }}
        >
          {SESSION_HISTORY_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
});

/** Previous / Next and "Page N of M". */
export const SessionHistoryPager = observer(function SessionHistoryPager({
  vm,
  onNavigate,
}: SessionHistoryControlProps) {
  const { t } = useLingui();
  const page = vm.pageNumber;
  const count = vm.pageCount;
  return (
    <nav className="sh-pager" aria-label={t`Pages`}>
      <button
        type="button"
        className="button button--light"
        disabled={!vm.hasPrevious}
        onClick={() => onNavigate(vm.queryForPage(vm.place.page - 1))}
      >
        <span aria-hidden="true">‹ </span>
        {t`Previous`}
      </button>
      <p className="sh-pager__position" aria-live="polite">
        {t`Page ${page} of ${count}`}
      </p>
      <button
        type="button"
        className="button button--light"
        disabled={!vm.hasNext}
        onClick={() => onNavigate(vm.queryForPage(vm.place.page + 1))}
      >
        {t`Next`}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
});
