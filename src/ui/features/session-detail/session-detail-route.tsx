import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { SESSION_DETAIL_TOKENS } from '../../../application/session-detail/session-detail.tokens';
import type { SessionCrumb, SessionDetailStatus } from '../../../application/session-detail/session-detail.view-model';
import { useViewModel } from '../../app/service-context';
import type { FeaturePageProps } from '../../routing/feature';
import { PageHeader } from '../../components/page-header';
import { SessionBody } from './session-body';
import { SessionFactsList } from './session-facts-list';
import { DeletionDialog, SessionHeaderActions, SessionTimes } from './session-header';
import './session-detail.css';

function useCrumbLabel(crumb: SessionCrumb): string {
  const { t } = useLingui();
  if (crumb === 'INDIVIDUAL_SESSION') return t`Individual Session`;
  if (crumb === 'TEAM_SESSION') return t`Team Session`;
  return t`Session`;
}

/** The heading (and tab title) while no session is shown: what happened, never "Loading" once it failed. */
function useHeadingWithoutSession(status: SessionDetailStatus): string {
  const { t } = useLingui();
  if (status === 'error') return t`The session could not be loaded`;
  if (status === 'not-found') return t`Session not found`;
  if (status === 'deleted') return t`Session deleted`;
  return t`Session`;
}

/** /calendar/activity/{activityId} (docs/product-rules.md#what-each-page-can-do). */
export const SessionDetailRoute = observer(function SessionDetailRoute({ params, crumbs }: FeaturePageProps) {
  const activityId = params.activityId ?? '';
  const vm = useViewModel(SESSION_DETAIL_TOKENS.SessionDetailViewModel);
  const [, navigate] = useLocation();
  const crumb = useCrumbLabel(vm.crumb);
  const headingWithoutSession = useHeadingWithoutSession(vm.status);
  useEffect(() => {
    void vm.load(activityId);
  }, [vm, activityId]);
  useEffect(() => {
    if (vm.redirectTo !== null) navigate(vm.redirectTo);
  }, [vm.redirectTo, navigate]);
  const title = vm.activity?.playerActivityInfo.title ?? headingWithoutSession;
  const start =
    vm.start === null ? undefined : <SessionTimes start={vm.start} endEpochMs={vm.facts?.endEpochMs ?? null} />;
  const actions =
    vm.status === 'ready' && vm.activity !== null ? <SessionHeaderActions vm={vm} activity={vm.activity} /> : undefined;
  return (
    <div className="page session-detail">
      <PageHeader crumbs={[...crumbs, { label: crumb }]} title={title} actions={actions} subtitle={start} />
      {vm.facts !== null && vm.dataState !== null ? (
        <SessionFactsList facts={vm.facts} dataState={vm.dataState} />
      ) : null}
      <SessionBody vm={vm} />
      <DeletionDialog vm={vm} />
    </div>
  );
});
