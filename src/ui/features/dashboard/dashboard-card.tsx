import { useId, type CSSProperties, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DashboardMetricCardModel } from '../../../application/dashboard/dashboard-metric-card.model';
import type { DistanceUnit } from '../../../domain/account/user';
import type { DashboardMetric } from '../../../domain/dashboard/dashboard-query';
import type { TimelineValue } from '../../../domain/dashboard/dashboard-timeline';
import { ErrorState } from '../../components/error-state';
import { MetricInfo } from '../../components/metric-info';
import type { GlossaryMetric } from '../../messages/metric-glossary';
import { messageForCode } from '../../messages/message-for-code';
import { formatDayRange } from '../../formats/date-time-format';
import { formatCardFigure, formatDay, formatTimelineValue, timelineUnitLabel } from './dashboard-format';
import { metricTitles } from './dashboard-labels';
import type { PointTooltip } from './dashboard-chart-tooltip';
import { DashboardTimelineChart } from './dashboard-timeline-chart';
import { DashboardTimelineTable } from './dashboard-timeline-table';
import { formattingLocales } from '../../formats/formatting-locales';
import { SKELETON_CLASS } from '../../components/skeleton';

const colourStyle = (colour: string) => ({ '--metric-colour': colour }) as CSSProperties;

/** Each card's metric in the glossary: its info button explains it and links to the Playbook. */
const GLOSSARY_OF: Readonly<Record<DashboardMetric, GlossaryMetric>> = {
  TIME_ABOVE_80_PERCENT_HR: 'red-zone',
  AP: 'activity-points',
  DISTANCE: 'distance',
  WORKLOAD: 'workload',
};

/** A card's frame: the metric's colour and title; the body below keeps the same heights in every state. */
function CardFrame({
  metric,
  colour,
  busy,
  children,
}: {
  metric: DashboardMetric;
  colour: string;
  busy: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <section className="card dashboard-card" style={colourStyle(colour)} aria-labelledby={titleId} aria-busy={busy}>
      <div className="dashboard-card__heading">
        <h2 id={titleId} className="dashboard-card__title">
          <span className="dashboard-card__swatch" aria-hidden="true" />
          {i18n._(metricTitles[metric])}
        </h2>
        <MetricInfo metric={GLOSSARY_OF[metric]} />
      </div>
      {children}
    </section>
  );
}

/** The card while its figures load: blocks of the final size, so nothing moves when they arrive. */
export function DashboardCardSkeleton({ metric, colour }: { metric: DashboardMetric; colour: string }) {
  return (
    <CardFrame metric={metric} colour={colour} busy>
      <div className="dashboard-card__figure">
        <span className={`${SKELETON_CLASS} dashboard-skeleton dashboard-skeleton--figure`} />
      </div>
      <div className="dashboard-card__extent">
        <span className={`${SKELETON_CLASS} dashboard-skeleton dashboard-skeleton--line`} />
      </div>
      <div className={`dashboard-chart ${SKELETON_CLASS} dashboard-skeleton`} />
      <div className="dashboard-card__pager" />
      <div className="dashboard-card__table-slot" />
    </CardFrame>
  );
}

/** One metric: the figure, the lowest and highest of the page, the timeline, paging and the data table. */
export const DashboardCard = observer(function DashboardCard({
  card,
  distanceUnit,
}: {
  card: DashboardMetricCardModel;
  distanceUnit: DistanceUnit;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(metricTitles[card.metric]);
  if (card.state === 'loading' && card.timeline === null)
    return <DashboardCardSkeleton metric={card.metric} colour={card.colour} />;
  if (card.state === 'error' || card.state === 'empty') {
    return (
      <CardFrame metric={card.metric} colour={card.colour} busy={false}>
        {card.state === 'error' ? (
          <ErrorState
            code={card.errorCode ?? 'NO_DATA'}
            onRetry={() => card.retry()}
            className="dashboard-card__message"
            tone="light"
          />
        ) : (
          <div className="dashboard-card__message" role="status">
            <p>{i18n._(messageForCode('NO_DATA'))}</p>
          </div>
        )}
      </CardFrame>
    );
  }
  const figures = card.figures;
  const timeline = card.shownTimeline;
  if (figures === null || timeline === null) return <DashboardCardSkeleton metric={card.metric} colour={card.colour} />;
  const format = (value: number) => formatTimelineValue(i18n, timeline.metric, distanceUnit, value);
  const figure = formatCardFigure(i18n, card.metric, figures.summary, distanceUnit);
  const values = timeline.timelineValues;
  const locales = formattingLocales(i18n);
  // The days the chart spans: the whole range when it fits (the headline's days), else the page's.
  const days = card.chartDays;
  const span = days ? formatDayRange(locales, days.from, days.to) : '';
  const lowest = timeline.valueMinimum === null ? '–' : format(timeline.valueMinimum);
  const highest = timeline.valueMaximum === null ? '–' : format(timeline.valueMaximum);
  const count = values.length;
  const chartLabel = t`${title} timeline: ${plural(count, { one: '# day', other: '# days' })} from ${span}; lowest ${lowest}, highest ${highest}`;
  const latestActivityId = card.latestActivityId;
  /** A point's name: its date, value and session (the latest one said so), then what it opens. */
  const describeValue = (entry: TimelineValue) => {
    const day = formatDay(locales, entry.date, 'long');
    const value = format(entry.value);
    const session = entry.title;
    if (session === undefined) return t`${day}: ${value}, open the session`;
    if (entry.activityId === latestActivityId)
      return t`${day}: ${value}, ${session} (latest session), open the session`;
    return t`${day}: ${value}, ${session}, open the session`;
  };
  const tooltipOf = (entry: TimelineValue): PointTooltip => {
    const sessions = entry.points;
    return {
      date: formatDay(locales, entry.date, 'weekday'),
      value: format(entry.value),
      session: entry.title ?? null,
      sessions:
        sessions > 1 ? t`${plural(sessions, { one: '# session that day', other: '# sessions that day' })}` : null,
      latest: entry.activityId === latestActivityId,
    };
  };
  return (
    <CardFrame metric={card.metric} colour={card.colour} busy={card.state === 'loading' || card.timelineLoading}>
      <p className="dashboard-card__figure">
        {figure.value === null ? (
          // Not measured by any session of the range: a dash, and words for a screen reader (docs/product-rules.md#not-measured).
          <span className="dashboard-card__value">
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t`Not measured`}</span>
          </span>
        ) : (
          <span className="dashboard-card__value">{figure.value}</span>
        )}
        <span className="dashboard-card__detail">{figure.detail}</span>
      </p>
      <p className="dashboard-card__extent">
        <span>{t`Lowest ${lowest}`}</span>
        <span>{t`Highest ${highest}`}</span>
      </p>
      {card.timelineErrorCode !== null ? (
        <ErrorState
          code={card.timelineErrorCode}
          onRetry={() => card.retry()}
          className="dashboard-chart dashboard-card__message"
          tone="light"
        />
      ) : (
        <DashboardTimelineChart
          values={values}
          colour={card.colour}
          label={chartLabel}
          describePoint={describeValue}
          tooltipOf={tooltipOf}
          days={days}
          latestActivityId={latestActivityId}
          formatTick={(date, style) => formatDay(locales, date, style === 'day' ? 'short' : 'month')}
          formatValue={format}
        />
      )}
      <div className="dashboard-card__pager">
        <button
          type="button"
          className="button button--light"
          disabled={!card.canShowOlder}
          onClick={() => card.showOlder()}
          aria-label={t`Older values: ${title}`}
        >
          <span aria-hidden="true">‹</span> {t`Older`}
        </button>
        <span className="dashboard-card__span">{span}</span>
        <button
          type="button"
          className="button button--light"
          disabled={!card.canShowNewer}
          onClick={() => card.showNewer()}
          aria-label={t`Newer values: ${title}`}
        >
          {t`Newer`} <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="dashboard-card__table-slot">
        <DashboardTimelineTable
          values={values}
          caption={title}
          unitLabel={timelineUnitLabel(i18n, timeline.metric)}
          formatValue={format}
          formatDate={(date) => formatDay(locales, date, 'long')}
          describeValue={describeValue}
        />
      </div>
    </CardFrame>
  );
});
