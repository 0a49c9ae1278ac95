import { useEffect, useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DASHBOARD_TOKENS } from '../../../application/dashboard/dashboard.tokens';
import type { LoadStatusViewModel } from '../../../application/dashboard/load-status.view-model';
import { CHRONIC_WINDOW_DAYS, RATIO_HISTORY_DAYS } from '../../../domain/load/acute-chronic-load';
import {
  LOAD_BANDS,
  LOAD_RATIO_DECIMALS,
  STEP_UP_LOAD_RATIO_TO,
  USUAL_LOAD_RATIO_FROM,
  USUAL_LOAD_RATIO_TO,
  type LoadBand,
} from '../../../domain/load/load-band';
import type { LoadStatus } from '../../../domain/load/load-status';
import type { LoadWeekDay } from '../../../domain/load/load-weeks';
import { useViewModel } from '../../app/service-context';
import { ErrorState } from '../../components/error-state';
import { MetricInfo } from '../../components/metric-info';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatNumber } from '../../formats/number-format';
import { formatTrimps } from '../../formats/sports-units';
import { formatDayRange } from '../../formats/date-time-format';
import { formatDay } from './dashboard-format';
import { LOAD_BAND_SYMBOLS, loadBandMeanings, loadBandNames, NO_RATIO_SYMBOL } from './load-status-labels';
import { LoadStatusChart } from './load-status-chart';
import { LoadStatusGaps } from './load-status-gaps';
import { LoadStatusMore } from './load-status-more';
import { LoadStatusTable } from './load-status-table';
import './load-status.css';
import { DAYS_PER_WEEK } from '../../../domain/units/time-units';
import { SKELETON_CLASS } from '../../components/skeleton';

/** The card's frame: its title and what it compares; the body keeps its room in every state. */
function LoadCardFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className="card load-card" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="load-card__title">
        {t`Training load`}
      </h2>
      <p className="load-card__subtitle">{t`The last 7 days against the usual week`}</p>
      {children}
    </section>
  );
}

/** The state's headline: a symbol of its own shape, then its words. */
function Headline({ symbol, band, children }: { symbol: string; band: LoadBand | 'none'; children: ReactNode }) {
  return (
    <p className={`load-card__headline load-card__headline--${band}`}>
      <span className="load-card__symbol" aria-hidden="true">
        {symbol}
      </span>
      <span className="load-card__band">{children}</span>
    </p>
  );
}

/**
 * The last 7 days beside the usual week (or the last 7 days alone before there is one), with the
 * info button of their unit; a ratio read while sessions lack data is marked provisional.
 */
function Figures({ status, provisional }: { status: LoadStatus; provisional: boolean }) {
  const { t, i18n } = useLingui();
  const ratio =
    status.kind === 'ratio' ? formatNumber(formattingLocales(i18n), status.shownRatio, LOAD_RATIO_DECIMALS) : null;
  return (
    <dl className="load-card__figures">
      <div>
        <dt>
          {t`Last 7 days`} <MetricInfo metric="workload" />
        </dt>
        <dd>{formatTrimps(i18n, status.acute)}</dd>
      </div>
      {status.kind === 'ratio' ? (
        <div>
          <dt>{t`Usual week`}</dt>
          <dd>{formatTrimps(i18n, status.chronic)}</dd>
        </div>
      ) : null}
      {ratio !== null ? (
        <div>
          <dt>{t`Ratio`}</dt>
          <dd>
            <span className="load-card__ratio">{ratio}</span>
            {provisional ? <span className="load-card__provisional">{t`provisional`}</span> : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The four bands and their bounds, the current one marked. */
function BandScale({ current }: { current: LoadBand }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const bound = (value: number) => formatNumber(locales, value, LOAD_RATIO_DECIMALS);
  const [from, to, stepTo] = [bound(USUAL_LOAD_RATIO_FROM), bound(USUAL_LOAD_RATIO_TO), bound(STEP_UP_LOAD_RATIO_TO)];
  const ranges: Readonly<Record<LoadBand, string>> = {
    lighter: t`below ${from}`,
    usual: t`${from} to ${to}`,
    'step-up': t`above ${to}, up to ${stepTo}`,
    'big-jump': t`above ${stepTo}`,
  };
  return (
    <ol className="load-card__scale" aria-label={t`Bands of the ratio`}>
      {LOAD_BANDS.map((band) => (
        <li
          key={band}
          className={`load-card__step load-card__step--${band}`}
          aria-current={band === current ? 'true' : undefined}
        >
          <span className="load-card__step-symbol" aria-hidden="true">
            {LOAD_BAND_SYMBOLS[band]}
          </span>
          <span className="load-card__step-name">{i18n._(loadBandNames[band])}</span>
          <span className="load-card__step-range">{ranges[band]}</span>
        </li>
      ))}
    </ol>
  );
}

/** Six weeks of the last 7 days and the usual week, day by day, with their data table. */
function Chart({ weeks }: { weeks: readonly LoadWeekDay[] }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const first = weeks[0];
  const last = weeks.at(-1);
  if (first === undefined || last === undefined) return null;
  const span = formatDayRange(locales, first.day, last.day);
  const caption = t`Training load day by day: the last 7 days and the usual week`;
  return (
    <div className="load-card__chart">
      <LoadStatusChart
        days={weeks}
        label={t`${caption}, ${span}`}
        firstDay={formatDay(locales, first.day)}
        lastDay={formatDay(locales, last.day)}
        formatLoad={(value) => formatTrimps(i18n, value)}
        formatDay={(day) => formatDay(locales, day, 'weekday')}
      />
      <LoadStatusTable
        days={weeks}
        caption={caption}
        formatDay={(day) => formatDay(locales, day, 'long')}
        formatLoad={(value) => formatTrimps(i18n, value)}
      />
    </div>
  );
}

/** The sessions the figures lack, from the view-model. */
function Gaps({ vm }: { vm: LoadStatusViewModel }) {
  return (
    <LoadStatusGaps
      thisWeek={vm.sessionsWithoutDataThisWeek}
      before={vm.sessionsWithoutDataBefore}
      awaitsSync={vm.awaitsSync}
      reader={vm.reader}
    />
  );
}

/**
 * What the card says once loaded: a ratio, a baseline being built, or nothing to compare with.
 * While a session of the last 7 days has no data the band is held back: the headline says there is
 * not enough data, the scale marks no band and the sessions are named (docs/product-rules.md#load-status).
 */
const LoadBody = observer(function LoadBody({ vm }: { vm: LoadStatusViewModel }) {
  const { t, i18n } = useLingui();
  const status = vm.status;
  if (vm.state === 'empty' || status === null) {
    const weeks = RATIO_HISTORY_DAYS / DAYS_PER_WEEK;
    return (
      <div className="load-card__body" role="status">
        <Headline symbol={NO_RATIO_SYMBOL} band="none">{t`Still building a baseline`}</Headline>
        <p className="load-card__line">{t`No sessions with data yet. The first comparison comes ${plural(weeks, { one: '# week', other: '# weeks' })} after the first session.`}</p>
        <Gaps vm={vm} />
      </div>
    );
  }
  const chronicWeeks = CHRONIC_WINDOW_DAYS / DAYS_PER_WEEK;
  if (status.kind === 'baseline') {
    return (
      <div className="load-card__body">
        <Headline symbol={NO_RATIO_SYMBOL} band="none">{t`Still building a baseline`}</Headline>
        <p className="load-card__line">
          {t`${plural(status.daysUntilRatio, { one: '# more day before the first comparison.', other: '# more days before the first comparison.' })}`}{' '}
          {t`It needs ${plural(chronicWeeks, { one: '# week', other: '# weeks' })} of sessions before the last 7 days.`}
        </p>
        <Figures status={status} provisional={false} />
        <Gaps vm={vm} />
      </div>
    );
  }
  const band = status.kind === 'ratio' && !vm.verdictHeld ? status.band : null;
  return (
    <div className="load-card__body load-card__body--status">
      <div className="load-card__summary">
        {band !== null ? (
          <Headline symbol={LOAD_BAND_SYMBOLS[band]} band={band}>
            {i18n._(loadBandNames[band])}
          </Headline>
        ) : (
          <Headline symbol={NO_RATIO_SYMBOL} band="none">
            {vm.verdictHeld ? t`Not enough data to judge this week` : t`Nothing to compare with`}
          </Headline>
        )}
        <Figures status={status} provisional={vm.ratioProvisional} />
        {band !== null ? <BandScale current={band} /> : null}
        <Gaps vm={vm} />
        <div className="load-card__notes">
          {band !== null ? <p>{i18n._(loadBandMeanings[band])}</p> : null}
          {status.kind === 'no-usual-load' ? (
            <p>{t`No sessions with data in the ${plural(chronicWeeks, { one: '# week', other: '# weeks' })} before the last 7 days, so there is no usual week to compare with yet.`}</p>
          ) : null}
          <p>{t`What it does not mean: it is not an injury prediction. Researchers still debate what this ratio says about injury risk.`}</p>
        </div>
        <LoadStatusMore status={status} shape={vm.weekShape} />
      </div>
      <Chart weeks={vm.weeks} />
    </div>
  );
});

/** The dashboard's load card (docs/product-rules.md#load-status) for the acting player. */
export const LoadStatusCard = observer(function LoadStatusCard() {
  const vm = useViewModel(DASHBOARD_TOKENS.LoadStatusViewModel);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  if (vm.state === 'loading') {
    return (
      <LoadCardFrame busy>
        <div className="load-card__body">
          <span className={`${SKELETON_CLASS} load-card__skeleton load-card__skeleton--headline`} />
          <span className={`${SKELETON_CLASS} load-card__skeleton load-card__skeleton--line`} />
          <span className={`${SKELETON_CLASS} load-card__skeleton load-card__skeleton--line`} />
        </div>
      </LoadCardFrame>
    );
  }
  return (
    <LoadCardFrame busy={false}>
      {vm.state === 'error' ? (
        <ErrorState
          code={vm.errorCode ?? 'GENERIC_ERROR'}
          onRetry={() => vm.retry()}
          className="load-card__body load-card__message"
          tone="light"
        />
      ) : (
        <LoadBody vm={vm} />
      )}
    </LoadCardFrame>
  );
});
