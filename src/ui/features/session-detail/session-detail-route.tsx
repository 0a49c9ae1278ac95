import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { SESSION_DETAIL_TOKENS } from '../../../application/session-detail/session-detail.tokens';
import type { SessionCrumb, SessionDetailStatus, SessionDetailViewModel } from '../../../application/session-detail/session-detail.view-model';
import { useViewModel } from '../../app/service-context';
import type { FeaturePageProps } from '../../app/feature';
import { ModalDialog } from '../../components/modal-dialog';
import { PageHeader } from '../../components/page-header';
import { formattingLocales } from '../../formats/formatting-locales';
import { SessionShareControl } from '../../session-share/session-share-control';
import { SessionBody } from './session-body';
import { SessionFactsList } from './session-facts-list';
import { formatSessionTimes } from './session-start-format';
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

const DeletionDialog = observer(function DeletionDialog({ vm }: { vm: SessionDetailViewModel }) {
  const { t } = useLingui();
  const pending = vm.pendingDeletion;
  const texts =
    pending?.kind === 'segment'
      ? { title: t`Delete this segment?`, body: t`The segment and its statistics will be removed.`, confirm: t`Delete segment` }
      : pending?.kind === 'attachment'
        ? { title: t`Delete this attachment?`, body: t`The file or link will be removed from this session.`, confirm: t`Delete attachment` }
        : { title: t`Delete this session?`, body: t`The session and all its data will be deleted. This cannot be undone.`, confirm: t`Delete session` };
  return (
    <ModalDialog
      open={pending !== null}
      className="confirm-dialog"
      title={texts.title}
      body={texts.body}
      cancelLabel={t`Cancel`}
      confirmLabel={texts.confirm}
      busy={vm.deleting}
      onConfirm={() => void vm.confirmDeletion()}
      onCancel={() => vm.cancelDeletion()}
    />
  );
});

/** /calendar/activity/{activityId} (docs/product-rules.md#what-each-page-can-do). */
export const SessionDetailRoute = observer(function SessionDetailRoute({ params, crumbs }: FeaturePageProps) {
  const activityId = params.activityId ?? '';
  const { t, i18n } = useLingui();
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
  // When it took place, on the day the calendar shows it (the viewer's zone, the reader's format).
  const start =
    vm.start === null ? undefined : (
      <time className="session-start" dateTime={new Date(vm.start.epochMs).toISOString()}>
        {formatSessionTimes(formattingLocales(i18n), vm.start, vm.facts?.endEpochMs ?? null)}
      </time>
    );
  const actions =
    vm.status === 'ready' ? (
      <>
        {vm.activity ? <SessionShareControl activityId={vm.activity.playerActivityId} shareToken={vm.activity.playerActivityInfo.shareToken} /> : null}
        {vm.canResync ? (
          <button type="button" className="button button--light" onClick={() => void vm.resync()} disabled={vm.resyncing}>
            {t`Resync`}
          </button>
        ) : null}
        <button type="button" className="button button--light session-delete" onClick={() => vm.requestDeletion({ kind: 'session' })}>
          {t`Delete session`}
        </button>
      </>
    ) : undefined;
  return (
    <div className="page session-detail">
      <PageHeader crumbs={[...crumbs, { label: crumb }]} title={title} actions={actions} subtitle={start} />
      {vm.facts !== null && vm.dataState !== null ? <SessionFactsList facts={vm.facts} dataState={vm.dataState} /> : null}
      <SessionBody vm={vm} />
      <DeletionDialog vm={vm} />
    </div>
  );
});
