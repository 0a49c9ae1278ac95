import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import type { SessionHistoryQueryValues } from '../../../application/session-history/session-history-place';
import { SESSION_HISTORY_TOKENS } from '../../../application/session-history/session-history.tokens';
import type { SessionHistoryViewModel } from '../../../application/session-history/session-history.view-model';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useOwnedHeading } from '../../components/whose-data';
import { messageForCode } from '../../messages/message-for-code';
import { readSessionHistoryQuery, sessionHistoryHref } from './session-history-href';
import { SessionHistoryPager, SessionHistoryToolbar } from './session-history-pager';
import { SessionHistoryCards } from './session-history-cards';
import { SessionHistoryTable } from './session-history-table';
import './session-history.css';

type Navigate = (query: SessionHistoryQueryValues) => void;

const SessionHistoryBody = observer(function SessionHistoryBody({
  vm,
  onNavigate,
}: {
  vm: SessionHistoryViewModel;
  onNavigate: Navigate;
}) {
  const { t, i18n } = useLingui();
  if (vm.errorCode !== null) {
    return <ErrorState code={vm.errorCode} onRetry={() => vm.retry()} className="card sh-message" />;
  }
  if (vm.emptyCode !== null) {
    return (
      <div className="card card--empty sh-message" role="status">
        <p>{i18n._(messageForCode(vm.emptyCode))}</p>
      </div>
    );
  }
  return (
    <>
      <SessionHistoryToolbar vm={vm} onNavigate={onNavigate} />
      {vm.playerInfo?.weightKnown === false ? (
        <p className="sh-note">{t`Calories need the player’s weight, which is not known yet.`}</p>
      ) : null}
      <p className="visually-hidden" role="status">
        {vm.loadState === 'loading' ? t`Loading sessions…` : ''}
      </p>
      <SessionHistoryTable vm={vm} onNavigate={onNavigate} />
      <SessionHistoryCards vm={vm} onNavigate={onNavigate} />
      <SessionHistoryPager vm={vm} onNavigate={onNavigate} />
    </>
  );
});

/**
 * /session-history (docs/product-rules.md#session-history-fields): the acting player's sessions
 * in a sortable, paged table, or cards on a phone. The place (sort, size, page) lives in the URL query, so a reload or
 * a shared link shows the same page; the view-model reads it from here and never from `window`.
 */
export const SessionHistoryRoute = observer(function SessionHistoryRoute({ crumbs }: FeaturePageProps) {
  const vm = useViewModel(SESSION_HISTORY_TOKENS.SessionHistoryViewModel);
  const { t } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  useEffect(() => {
    vm.show(readSessionHistoryQuery(search));
  }, [vm, search]);
  // The shown place differs from the URL's (a page past the end, a child switch): say so in the URL.
  const corrected = vm.correctedQuery === null ? null : sessionHistoryHref(vm.correctedQuery);
  useEffect(() => {
    if (corrected !== null) navigate(corrected, { replace: true });
  }, [corrected, navigate]);
  const onNavigate = useCallback<Navigate>((query) => navigate(sessionHistoryHref(query)), [navigate]);
  const heading = useOwnedHeading('history', t`Session History`);
  return (
    <div className="page session-history">
      <PageHeader title={heading} crumbs={crumbs} />
      <SessionHistoryBody vm={vm} onNavigate={onNavigate} />
    </div>
  );
});
