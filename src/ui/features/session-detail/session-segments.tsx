import type { FormEvent, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SessionDetailViewModel } from '../../../application/session-detail/session-detail.view-model';
import {
  SEGMENT_METRICS_TYPES,
  type ActivitySegment,
  type SegmentMetricsType,
} from '../../../domain/activity/activity-segment';
import type { SegmentField } from '../../../domain/segments/segment-validation';
import { FormField } from '../../components/form-field';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatPercent, formatShownDistance } from '../../formats/number-format';
import { formatBpm, formatKcal, formatTrimps } from '../../formats/sports-units';
import { NotMeasured } from '../../session/not-measured';
import { useSegmentFormMessages } from './segment-form-messages';
import { messageForSessionCode } from './session-detail-messages';

function useStatsText() {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const bpm = (value: number | null) => (value === null ? '–' : formatBpm(i18n, value));
  return (segment: ActivitySegment, unit: 'METRIC' | 'IMPERIAL'): ReactNode => {
    const stats = segment.stats;
    if (!stats) return t`No data`;
    switch (stats.metricsType) {
      case 'HR': {
        const avg = bpm(stats.avgBpm);
        const max = bpm(stats.maxBpm);
        const time = formatDuration(locales, stats.timeAbove80Seconds, 'duration');
        const share = formatPercent(locales, stats.timeAbove80Percent);
        return t`average ${avg}, maximum ${max}, ${time} above 80% HRmax (${share} of the segment)`;
      }
      // A session without speed or distance (a belt alone) has none of these: a dash, never 0
      // (docs/product-rules.md#not-measured).
      case 'AP': {
        if (stats.apSeconds === null) return <NotMeasured />;
        const time = formatDuration(locales, stats.apSeconds, 'duration');
        if (stats.apPercent === null) return time;
        const share = formatPercent(locales, stats.apPercent);
        return t`AP ${time} (${share} of the segment)`;
      }
      case 'DISTANCE': {
        if (stats.distanceMeters === null) return <NotMeasured />;
        const distance = formatShownDistance(locales, stats.distanceMeters, unit);
        const sprints = stats.sprints;
        if (sprints === null) return distance;
        return t`${distance}, ${plural(sprints, { one: '# sprint', other: '# sprints' })}`;
      }
      case 'WORKLOAD': {
        const trimps = formatTrimps(i18n, stats.trimps);
        if (stats.calories === null) return trimps;
        const kcal = formatKcal(i18n, stats.calories);
        return t`${trimps}, ${kcal}`;
      }
    }
  };
}

/** Segments of a session (docs/product-rules.md#what-each-page-can-do, docs/product-rules.md#field-rules): the list with stats per metric kind, the form, deletion. */
export const SessionSegments = observer(function SessionSegments({ vm }: { vm: SessionDetailViewModel }) {
  const { t, i18n } = useLingui();
  const segments = vm.segments;
  const statsText = useStatsText();
  const kindLabel: Record<SegmentMetricsType, string> = {
    HR: t`Heart rate`,
    AP: t`Activity points (AP)`,
    DISTANCE: t`Distance`,
    WORKLOAD: t`Workload`,
  };
  const { labels, fieldError, formError } = useSegmentFormMessages(vm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void segments.create();
  };
  // Choosing a segment zooms the charts to it and takes the reader there (docs/product-rules.md#what-each-page-can-do).
  const showOnCharts = (segment: ActivitySegment) => {
    void vm.chart.selectSpan(segment.startSec, segment.endSec);
    const heading = document.getElementById('session-charts-title');
    if (heading === null) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  // A fault of one input is shown at that input; the form-level line is for the segment as a whole.
  const fields: readonly SegmentField[] = ['startMinutes', 'startSeconds', 'endMinutes', 'endSeconds'];
  const formCode = fields.some((field) => segments.fieldCode(field) !== null) ? null : segments.formCode;
  return (
    <section className="card session-section" aria-labelledby="session-segments-title">
      <div className="session-section__head">
        <h2 id="session-segments-title">{t`Segments`}</h2>
        <label className="session-inline-select">
          <span>{t`Statistics`}</span>
          <select
            value={segments.metricsType}
            onChange={(e) => void segments.setMetricsType(e.target.value as SegmentMetricsType)}
          >
            {SEGMENT_METRICS_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel[kind]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {segments.list.length === 0 ? (
        <p className="session-muted">{t`No segments yet.`}</p>
      ) : (
        <div className="session-table-scroll">
          <table className="session-table">
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`From`}</th>
                <th scope="col">{t`To`}</th>
                <th scope="col">{kindLabel[segments.metricsType]}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Actions`}</span>
                </th>
              </tr>
            </thead>
            <tbody aria-busy={segments.listLoading || undefined}>
              {segments.list.map((segment) => (
                <tr key={segment.id}>
                  <td>{segment.name}</td>
                  <td>{formatDuration(formattingLocales(i18n), segment.startSec, 'mm:ss')}</td>
                  <td>{formatDuration(formattingLocales(i18n), segment.endSec, 'mm:ss')}</td>
                  <td>{statsText(segment, vm.distanceUnit)}</td>
                  <td className="session-table__actions">
                    {vm.hasData ? (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t`Show ${segment.name} on the charts`}
                        onClick={() => showOnCharts(segment)}
                      >
                        {t`Show`}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t`Delete segment ${segment.name}`}
                      onClick={() => vm.requestDeletion({ kind: 'segment', segmentId: segment.id })}
                    >
                      {t`Delete`}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {segments.listFailed ? (
        <div className="form-error session-load-failed" role="alert">
          <p>{t`The segment statistics could not be loaded.`}</p>
          <button type="button" className="button button--light" onClick={() => void segments.reloadList()}>
            {t`Try again`}
          </button>
        </div>
      ) : null}
      <form
        className="session-segment-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t`New segment`}
        aria-describedby="session-segment-about"
      >
        <h3>{t`New segment`}</h3>
        <p
          id="session-segment-about"
          className="session-muted"
        >{t`A segment marks a part of the session, such as a drill or one half, so that its figures are shown on their own.`}</p>
        <FormField
          label={t`Segment name`}
          value={segments.name}
          onChange={(v) => segments.setField('name', v)}
          error={segments.nameCode ? i18n._(messageForSessionCode(segments.nameCode)) : null}
        />
        <fieldset className="session-segment-form__times">
          <legend>{t`Start`}</legend>
          <FormField
            label={labels.startMinutes}
            inputMode="numeric"
            value={segments.startMinutes}
            onChange={(v) => segments.setField('startMinutes', v)}
            error={fieldError('startMinutes')}
          />
          <FormField
            label={labels.startSeconds}
            inputMode="numeric"
            value={segments.startSeconds}
            onChange={(v) => segments.setField('startSeconds', v)}
            error={fieldError('startSeconds')}
          />
        </fieldset>
        <fieldset className="session-segment-form__times">
          <legend>{t`End`}</legend>
          <FormField
            label={labels.endMinutes}
            inputMode="numeric"
            value={segments.endMinutes}
            onChange={(v) => segments.setField('endMinutes', v)}
            error={fieldError('endMinutes')}
          />
          <FormField
            label={labels.endSeconds}
            inputMode="numeric"
            value={segments.endSeconds}
            onChange={(v) => segments.setField('endSeconds', v)}
            error={fieldError('endSeconds')}
          />
        </fieldset>
        {formCode ? (
          <p className="form-error" role="alert">
            {formError(formCode)}
          </p>
        ) : null}
        <div className="session-form-actions">
          <button type="submit" className="button button--primary" disabled={segments.creating}>
            {t`Create segment`}
          </button>
          {vm.chart.isZoomed ? (
            <button
              type="button"
              className="button button--light"
              onClick={() => vm.segments.useSpan(vm.chart.shownSpan.start, vm.chart.shownSpan.end)}
            >
              {t`Use selected span`}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
});
