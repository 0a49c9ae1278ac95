import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { SessionHistoryTableRow } from '../../../application/session-history/session-history-table-row';
import type { MissingFigure } from '../../../domain/session-history/session-history-row';
import {
  SESSION_HISTORY_SORT_FIELDS,
  SORT_DIRECTIONS,
  type SessionHistorySortField,
} from '../../../domain/session-history/session-history-sort';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { writeDistance } from '../../formats/number-format';
import { formatBpm, formatTrimps } from '../../formats/sports-units';
import { METRIC_GLOSSARY } from '../../messages/metric-glossary';
import { Missing, useColumnLabels, type SessionHistoryTableProps } from './session-history-table';
import { dataStateLabels } from './session-history-labels';
import { formatSessionStart } from './session-start-format';

/** How a field sorts, for the direction's words: by date, by text, or by number. */
function kindOf(field: SessionHistorySortField): 'date' | 'text' | 'number' {
  if (field === 'date') return 'date';
  return field === 'session' || field === 'team' ? 'text' : 'number';
}

/**
 * The phone's sort: what to sort by and in which order, in two pickers (the table's headers do
 * this on wider screens). A choice goes to the URL, back to the first page.
 */
const SessionHistorySortPicker = observer(function SessionHistorySortPicker({
  vm,
  onNavigate,
}: SessionHistoryTableProps) {
  const { t, i18n } = useLingui();
  const fieldId = useId();
  const orderId = useId();
  // A list of choices has room for the glossary's whole name: "Activity points (AP)", not "AP".
  const labels: Readonly<Record<SessionHistorySortField, string>> = {
    ...useColumnLabels(),
    ap: i18n._(METRIC_GLOSSARY['activity-points'].name),
    date: t`Date`,
    session: t`Title`,
  };
  const { field, direction } = vm.place.sort;
  const orders = {
    date: { desc: t`Newest first`, asc: t`Oldest first` },
    text: { asc: t`A to Z`, desc: t`Z to A` },
    number: { desc: t`Highest first`, asc: t`Lowest first` },
  }[kindOf(field)];
  return (
    <div className="sh-sort-picker">
      <div className="sh-sort-picker__field">
        <label htmlFor={fieldId}>{t`Sort by`}</label>
        <select
          id={fieldId}
          value={field}
          onChange={(event) => {
            const chosen = SESSION_HISTORY_SORT_FIELDS.find((each) => each === event.target.value);
            if (chosen !== undefined) onNavigate(vm.queryForSortBy({ field: chosen, direction }));
          }}
        >
          {SESSION_HISTORY_SORT_FIELDS.map((each) => (
            <option key={each} value={each}>
              {labels[each]}
            </option>
          ))}
        </select>
      </div>
      <div className="sh-sort-picker__field">
        <label htmlFor={orderId}>{t`Order`}</label>
        <select
          id={orderId}
          value={direction}
          onChange={(event) =>
            onNavigate(vm.queryForSortBy({ field, direction: event.target.value === 'asc' ? 'asc' : 'desc' }))
          }
        >
          {/* The usual reading first: newest, A to Z, highest. */}
          {(kindOf(field) === 'text' ? SORT_DIRECTIONS : [...SORT_DIRECTIONS].reverse()).map((each) => (
            <option key={each} value={each}>
              {orders[each]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
});

/** One figure of a card: its name and value, or a dash (for a screen reader: no data, or not measured). */
function Figure({ name, value, missing = 'no-data' }: { name: string; value: string | null; missing?: MissingFigure }) {
  return (
    <div className="sh-card__figure">
      <dt>{name}</dt>
      <dd>{value ?? <Missing reason={missing} />}</dd>
    </div>
  );
}

/** A session on a phone: its title (the link), start, team and length, and four key figures. */
function SessionCard({ row }: { row: SessionHistoryTableRow }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const name = (metric: keyof typeof METRIC_GLOSSARY) => i18n._(METRIC_GLOSSARY[metric].name);
  return (
    <li className="card sh-card">
      <Link href={row.href} className="sh-card__title">
        {row.title}
      </Link>
      <p className="sh-card__meta">
        <time dateTime={row.startTime}>{formatSessionStart(locales, row.start)}</time>
        {row.dataState === 'valid' ? null : (
          <span className="sh-session__state">{i18n._(dataStateLabels[row.dataState])}</span>
        )}
      </p>
      <p className="sh-card__meta">
        <span>{row.teamName ?? t`No team`}</span>
        <span>{formatDuration(locales, row.durationSeconds, 'duration')}</span>
      </p>
      <dl className="sh-card__figures">
        <Figure
          name={name('activity-points')}
          value={row.apSeconds === null ? null : formatDuration(locales, row.apSeconds, 'duration')}
          missing={row.missingMovement}
        />
        <Figure
          name={name('workload')}
          value={row.workloadTrimps === null ? null : formatTrimps(i18n, row.workloadTrimps)}
        />
        <Figure
          name={name('distance')}
          value={row.distance === null ? null : writeDistance(locales, row.distance)}
          missing={row.missingMovement}
        />
        <Figure name={t`Average heart rate`} value={row.avgBpm === null ? null : formatBpm(i18n, row.avgBpm)} />
      </dl>
    </li>
  );
}

/**
 * The history on a phone (docs/product-rules.md#session-history-fields): one card per session
 * instead of the twelve-column table, with the same sort (a picker for the headers) and paging.
 * The page shows this below 600 px and the table above (session-history.css).
 */
export const SessionHistoryCards = observer(function SessionHistoryCards({ vm, onNavigate }: SessionHistoryTableProps) {
  const { t } = useLingui();
  const loading = vm.loadState === 'loading';
  return (
    <div className="sh-phone">
      <SessionHistorySortPicker vm={vm} onNavigate={onNavigate} />
      <ul className="sh-cards" aria-label={t`Sessions`} aria-busy={loading}>
        {loading
          ? Array.from({ length: vm.skeletonRowCount }, (_, index) => (
              <li key={index} className="card sh-card sh-skeleton" aria-hidden="true">
                <span className="sh-bar sh-bar--title" />
                <span className="sh-bar sh-bar--date" />
                <span className="sh-bar sh-bar--date" />
              </li>
            ))
          : vm.rows.map((row) => <SessionCard key={row.activityId} row={row} />)}
      </ul>
    </div>
  );
});
