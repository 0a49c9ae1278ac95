import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DASHBOARD_TOKENS } from '../../../application/dashboard/dashboard.tokens';
import type { DashboardViewModel } from '../../../application/dashboard/dashboard.view-model';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useOwnedHeading } from '../../components/whose-data';
import { messageForCode } from '../../messages/message-for-code';
import { DashboardCard, DashboardCardSkeleton } from './dashboard-card';
import { DashboardControls } from './dashboard-controls';
import { LoadStatusCard } from './load-status-card';
import { formatDayRange } from '../../formats/date-time-format';
import { sessionHref } from './dashboard-format';
import { useWindowWidth } from './use-window-width';
import './dashboard.css';
import { formattingLocales } from '../../formats/formatting-locales';
import { RecentRecordsNote } from '../../records/recent-records-note';

/** What the cards cover: the latest session's day (with a link to it) or the range, and how many sessions. */
const CoveredRange = observer(function CoveredRange({ vm }: { vm: DashboardViewModel }) {
  const { t, i18n } = useLingui();
  const figures = vm.coveredFigures;
  if (figures === null) return <p className="dashboard-covered" aria-hidden="true" />;
  const days = formatDayRange(formattingLocales(i18n), figures.from, figures.to);
  const sessions = figures.summary.sessions;
  return (
    <p className="dashboard-covered" aria-live="polite">
      {figures.timeRange === 'SESSION' ? (
        <span>{t`Latest session: ${days}`}</span>
      ) : (
        <span>{t`${days}: ${plural(sessions, { one: '# session', other: '# sessions' })}`}</span>
      )}
      {figures.latestActivityId !== null ? (
        <Link href={sessionHref(figures.latestActivityId)}>{t`Open this session`}</Link>
      ) : null}
    </p>
  );
});

const DashboardBody = observer(function DashboardBody({ vm }: { vm: DashboardViewModel }) {
  const { t, i18n } = useLingui();
  if (vm.overviewState === 'error' && vm.overviewErrorCode !== null) {
    return (
      <ErrorState code={vm.overviewErrorCode} onRetry={() => vm.retryOverview()} className="card dashboard-message" />
    );
  }
  if (vm.overviewState === 'no-sessions') {
    return (
      <div className="card card--empty dashboard-message dashboard-message--no-sessions" role="status">
        <p>{i18n._(messageForCode('NO_SESSIONS'))}</p>
        <p>
          <Link href="/playbook/getting-started">{t`Getting started: how to record your first session`}</Link>
        </p>
      </div>
    );
  }
  if (vm.overviewState === 'loading') {
    return (
      <>
        <CoveredRange vm={vm} />
        <div className="dashboard-cards">
          {vm.cards.map((card) => (
            <DashboardCardSkeleton key={card.metric} metric={card.metric} colour={card.colour} />
          ))}
        </div>
      </>
    );
  }
  if (vm.isEmpty) {
    return (
      <div className="card card--empty dashboard-message" role="status">
        <p>{i18n._(messageForCode('NO_DATA'))}</p>
      </div>
    );
  }
  return (
    <>
      <CoveredRange vm={vm} />
      <div className="dashboard-cards">
        {vm.cards.map((card) => (
          <DashboardCard key={card.metric} card={card} distanceUnit={vm.distanceUnit} />
        ))}
      </div>
    </>
  );
});

/** /dashboard/:param? (docs/product-rules.md#signed-in-routes): where every login lands. */
export const DashboardRoute = observer(function DashboardRoute({ crumbs, params }: FeaturePageProps) {
  const vm = useViewModel(DASHBOARD_TOKENS.DashboardViewModel);
  const { t } = useLingui();
  const param = params['param'] ?? null;
  useWindowWidth(useCallback((width: number) => vm.setScreenWidth(width), [vm]));
  useEffect(() => {
    vm.start(param);
    return () => vm.dispose();
  }, [vm, param]);
  const heading = useOwnedHeading('dashboard', t`Dashboard`);
  return (
    <div className="page dashboard">
      <PageHeader title={heading} crumbs={crumbs} />
      {vm.overviewState !== 'no-sessions' ? <DashboardControls vm={vm} /> : null}
      <DashboardBody vm={vm} />
      {/* After the metric cards: it fills in from an answer of its own, and grows only where nothing is below it. */}
      <LoadStatusCard />
      <RecentRecordsNote />
    </div>
  );
});
