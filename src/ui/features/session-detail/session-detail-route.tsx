import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { SESSION_DETAIL_TOKENS } from '../../../application/session-detail/session-detail.tokens';
import type { SessionCrumb, SessionDetailViewModel } from '../../../application/session-detail/session-detail.view-model';
import { messageForCode } from '../../messages/message-for-code';
import { useViewModel } from '../../app/service-context';
import type { FeaturePageProps } from '../../app/feature';
import { ErrorState } from '../../components/error-state';
import { ModalDialog } from '../../components/modal-dialog';
import { PageHeader } from '../../components/page-header';
import { formattingLocales } from '../../formats/formatting-locales';
import { SessionCharts } from '../../session/session-charts';
import { SessionSummary } from '../../session/session-summary';
import { SessionExportButtons } from '../../session-export/session-export-buttons';
import { SessionShareControl } from '../../session-share/session-share-control';
import { SessionAttachments, SessionDescription } from './session-edits';
import { SessionParticipants } from './session-participants';
import { SessionSegments } from './session-segments';
import { formatSessionStart } from './session-start-format';
import './session-detail.css';

function useCrumbLabel(crumb: SessionCrumb): string {
  const { t } = useLingui();
  if (crumb === 'INDIVIDUAL_SESSION') return t`Individual Session`;
  if (crumb === 'TEAM_SESSION') return t`Team Session`;
  return t`Loading`;
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

const SessionBody = observer(function SessionBody({ vm }: { vm: SessionDetailViewModel }) {
  const { t, i18n } = useLingui();
  const activity = vm.activity;
  if (vm.status === 'not-found') return <p className="card session-state" role="alert">{i18n._(messageForCode('ACTIVITY_NOT_FOUND'))}</p>;
  if (vm.status === 'deleted') return <p className="card session-state" role="status">{i18n._(messageForCode('ACTIVITY_DELETED'))}</p>;
  if (vm.status === 'error') return <ErrorState code="TRY_AGAIN_LATER" onRetry={() => void vm.retry()} className="card session-state" tone="light" />;
  if (activity === null) return <p className="card session-state page-loading" aria-busy="true">{t`Loading the session…`}</p>;
  const state = vm.dataState;
  const info = activity.playerActivityInfo;
  const summary = activity.playerActivitySummary;
  return (
    <>
      {state !== null && state !== 'valid' ? (
        <div className={`card session-data-state session-data-state--${state}`} role="status" data-state={state}>
          <p>{i18n._(messageForCode(state))}</p>
          {vm.isTrimmed ? (
            <p className="session-data-state__note">
              <Trans>This session lasted more than 4 hours: only its first 4 hours are analysed and charted.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {vm.hasData && summary !== null ? (
        <>
          <SessionSummary
            summary={summary}
            durationSeconds={info.durationSeconds}
            analysedSeconds={info.analysedSeconds}
            trimmed={info.trimmed}
            unit={vm.distanceUnit}
          />
          <SessionCharts
            chart={vm.chart}
            onRetry={() => void vm.chart.reload()}
            onUseSpan={(start, end) => vm.segments.useSpan(start, end)}
            actions={<SessionExportButtons model={vm.export} />}
          />
        </>
      ) : null}
      <div className="session-columns">
        <SessionSegments vm={vm} />
        <div className="session-columns__side">
          <SessionDescription vm={vm} />
          <SessionAttachments vm={vm} />
          <SessionParticipants participants={activity.participants} />
        </div>
      </div>
    </>
  );
});

/** /calendar/activity/{activityId} (docs/product-rules.md#what-each-page-can-do). */
export const SessionDetailRoute = observer(function SessionDetailRoute({ params, crumbs }: FeaturePageProps) {
  const activityId = params.activityId ?? '';
  const { t, i18n } = useLingui();
  const vm = useViewModel(SESSION_DETAIL_TOKENS.SessionDetailViewModel);
  const [, navigate] = useLocation();
  const crumb = useCrumbLabel(vm.crumb);
  useEffect(() => {
    void vm.load(activityId);
  }, [vm, activityId]);
  useEffect(() => {
    if (vm.redirectTo !== null) navigate(vm.redirectTo);
  }, [vm.redirectTo, navigate]);
  const title = vm.activity?.playerActivityInfo.title ?? crumb;
  // When it took place, on the day the calendar shows it (the viewer's zone, the reader's format).
  const start =
    vm.start === null ? undefined : (
      <time className="session-start" dateTime={new Date(vm.start.epochMs).toISOString()}>
        {formatSessionStart(formattingLocales(i18n), vm.start)}
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
      <SessionBody vm={vm} />
      <DeletionDialog vm={vm} />
    </div>
  );
});
