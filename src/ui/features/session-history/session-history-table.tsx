import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { SessionHistoryQueryValues } from '../../../application/session-history/session-history-place';
import type { SessionHistoryTableRow } from '../../../application/session-history/session-history-table-row';
import type { SessionHistoryViewModel } from '../../../application/session-history/session-history.view-model';
import type { MissingFigure } from '../../../domain/session-history/session-history-row';
import type {
  SessionHistoryColumn,
  SessionHistorySortField,
} from '../../../domain/session-history/session-history-sort';
import type { FormattedDistance } from '../../../domain/units/distance-units';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatPercent, writeDistance } from '../../formats/number-format';
import { METRIC_GLOSSARY } from '../../messages/metric-glossary';
import { dataStateLabels } from './session-history-labels';
import { formatSessionStart } from './session-start-format';

/** The columns in their order, and what each header sorts by: the session column sorts by date. */
const COLUMNS: readonly { readonly key: SessionHistoryColumn; readonly sortBy: SessionHistorySortField }[] = [
  { key: 'session', sortBy: 'date' },
  { key: 'team', sortBy: 'team' },
  { key: 'duration', sortBy: 'duration' },
  { key: 'avgBpm', sortBy: 'avgBpm' },
  { key: 'topBpm', sortBy: 'topBpm' },
  { key: 'ap', sortBy: 'ap' },
  { key: 'calories', sortBy: 'calories' },
  { key: 'workload', sortBy: 'workload' },
  { key: 'met', sortBy: 'met' },
  { key: 'distance', sortBy: 'distance' },
  { key: 'highSpeed', sortBy: 'highSpeed' },
  { key: 'sprints', sortBy: 'sprints' },
];

/** The column headings; a distance carries its unit in each cell (m, km or mi: docs/product-rules.md#units). */
export function useColumnLabels(): Readonly<Record<SessionHistoryColumn, string>> {
  const { t } = useLingui();
  return {
    session: t`Session`,
    team: t`Team`,
    duration: t`Duration`,
    avgBpm: t`Average bpm`,
    topBpm: t`Maximum bpm`,
    ap: t`AP`,
    calories: t`Calories (kcal)`,
    workload: t`Workload (TRIMPs)`,
    met: t`MET`,
    distance: t`Distance`,
    highSpeed: t`High-speed distance`,
    sprints: t`Sprints`,
  };
}

/**
 * An empty figure: a dash on screen, and for a screen reader why it is empty: no data, or not
 * measured (AP, distance, high-speed distance, sprints of a belt alone: docs/product-rules.md#not-measured).
 */
export function Missing({ reason = 'no-data' }: { reason?: MissingFigure }) {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{reason === 'not-measured' ? t`Not measured` : t`No data`}</span>
    </>
  );
}

function SessionRow({ row }: { row: SessionHistoryTableRow }) {
  const { t, i18n } = useLingui();
  const number = (value: number | null, digits = 0, reason: MissingFigure = 'no-data') =>
    value === null ? (
      <Missing reason={reason} />
    ) : (
      i18n.number(value, { maximumFractionDigits: digits, minimumFractionDigits: digits })
    );
  const locales = formattingLocales(i18n);
  const distance = (value: FormattedDistance | null) =>
    value === null ? <Missing reason={row.missingMovement} /> : writeDistance(locales, value);
  const apShare = row.apPercent === null ? null : formatPercent(locales, row.apPercent);
  const apPercent = apShare === null ? null : t`${apShare} of the session`;
  return (
    <tr>
      <th scope="row" className="sh-table__session">
        <Link href={row.href} className="sh-session">
          <span className="sh-session__title">{row.title}</span>
          <time className="sh-session__date" dateTime={row.startTime}>
            {formatSessionStart(locales, row.start)}
          </time>
        </Link>
        {row.dataState === 'valid' ? null : (
          <span className="sh-session__state">{i18n._(dataStateLabels[row.dataState])}</span>
        )}
      </th>
      <td className="sh-table__team">{row.teamName ?? <span className="sh-muted">{t`No team`}</span>}</td>
      <td className="sh-num" data-column="duration">
        {formatDuration(locales, row.durationSeconds, 'duration')}
      </td>
      <td className="sh-num">{number(row.avgBpm)}</td>
      <td className="sh-num">{number(row.topBpm)}</td>
      <td className="sh-num">
        {row.apSeconds === null ? (
          <Missing reason={row.missingMovement} />
        ) : (
          <>
            {formatDuration(locales, row.apSeconds, 'duration')}
            {apPercent === null ? null : <span className="sh-sub">{apPercent}</span>}
          </>
        )}
      </td>
      <td className="sh-num">{number(row.calories)}</td>
      <td className="sh-num">{number(row.workloadTrimps)}</td>
      <td className="sh-num">{number(row.met, 1)}</td>
      <td className="sh-num">{distance(row.distance)}</td>
      <td className="sh-num">{distance(row.highSpeed)}</td>
      <td className="sh-num">{number(row.sprints, 0, row.missingMovement)}</td>
    </tr>
  );
}

/** A placeholder row of the real rows' height while a page loads. */
function SkeletonRow() {
  return (
    <tr className="sh-skeleton" aria-hidden="true">
      <th scope="row" className="sh-table__session">
        <span className="sh-bar sh-bar--title" />
        <span className="sh-bar sh-bar--date" />
      </th>
      {COLUMNS.slice(1).map((column) => (
        <td key={column.key} className={column.key === 'team' ? undefined : 'sh-num'}>
          <span className="sh-bar" />
        </td>
      ))}
    </tr>
  );
}

export interface SessionHistoryTableProps {
  readonly vm: SessionHistoryViewModel;
  /** Opens the place of a header click (the route puts it in the URL). */
  readonly onNavigate: (query: SessionHistoryQueryValues) => void;
}

/**
 * The table (docs/product-rules.md#session-history-fields): a header button sorts by its column
 * (ascending, then descending; `aria-sort` on the sorted header). It scrolls sideways inside a
 * named region that takes focus, with the session column kept in view.
 */
export const SessionHistoryTable = observer(function SessionHistoryTable({ vm, onNavigate }: SessionHistoryTableProps) {
  const { t, i18n } = useLingui();
  const labels = useColumnLabels();
  // The short column name, with the glossary's whole name for whoever asks (docs/product-rules.md#glossary).
  const apName = i18n._(METRIC_GLOSSARY['activity-points'].name);
  const loading = vm.loadState === 'loading';
  const direction = vm.place.sort.direction === 'asc' ? 'ascending' : 'descending';
  const page = vm.pageNumber;
  const count = vm.pageCount;
  return (
    // A scrolling region takes focus so that keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="sh-scroller card" role="region" aria-label={t`Sessions table`} tabIndex={0}>
      <table className="sh-table" aria-busy={loading}>
        <caption className="visually-hidden">{t`Sessions, page ${page} of ${count}`}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const sorted = vm.isSortedBy(column.sortBy);
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={
                    column.key === 'session' ? 'sh-table__session' : column.key === 'team' ? undefined : 'sh-num'
                  }
                  aria-sort={sorted ? direction : undefined}
                >
                  <button type="button" className="sh-sort" onClick={() => onNavigate(vm.queryForSort(column.sortBy))}>
                    {column.key === 'ap' ? (
                      <abbr title={apName}>
                        <span aria-hidden="true">{labels.ap}</span>
                        <span className="visually-hidden">{apName}</span>
                      </abbr>
                    ) : (
                      <span>{labels[column.key]}</span>
                    )}
                    <span
                      className={`sh-sort__mark${sorted ? ` sh-sort__mark--${direction}` : ''}`}
                      aria-hidden="true"
                    />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: vm.skeletonRowCount }, (_, index) => <SkeletonRow key={index} />)
            : vm.rows.map((row) => <SessionRow key={row.activityId} row={row} />)}
        </tbody>
      </table>
    </div>
  );
});
