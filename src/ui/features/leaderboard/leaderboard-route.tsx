import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import { LEADERBOARD_TOKENS } from '../../../application/leaderboard/leaderboard.tokens';
import type { LeaderboardViewModel } from '../../../application/leaderboard/leaderboard.view-model';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useOwnedHeading } from '../../components/whose-data';
import { messageForCode } from '../../messages/message-for-code';
import { LeaderboardConsent } from './leaderboard-consent';
import { LeaderboardControls } from './leaderboard-controls';
import { LeaderboardSkeleton, LeaderboardTable } from './leaderboard-table';
import './leaderboard.css';

const LeaderboardBody = observer(function LeaderboardBody({ vm }: { vm: LeaderboardViewModel }) {
  const { i18n } = useLingui();
  if (vm.errorCode !== null) {
    return <ErrorState code={vm.errorCode} onRetry={() => vm.retry()} className="card lb-message" />;
  }
  if (vm.noTeamsCode !== null) {
    return (
      <div className="card card--empty lb-message" role="status">
        <p>{i18n._(messageForCode(vm.noTeamsCode))}</p>
      </div>
    );
  }
  if (vm.board === null) return <LeaderboardSkeleton vm={vm} />;
  return <LeaderboardTable vm={vm} />;
});

/**
 * /leaderboard (docs/product-rules.md#leaderboard-fields, docs/product-rules.md#leaderboard): active
 * minutes and sessions ranked by player or by team, for the acting player (a parent: the selected child).
 */
export const LeaderboardRoute = observer(function LeaderboardRoute({ crumbs }: FeaturePageProps) {
  const vm = useViewModel(LEADERBOARD_TOKENS.LeaderboardViewModel);
  const { t } = useMacroLingui();
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  const heading = useOwnedHeading('leaderboard', t`Leaderboard`);
  return (
    <div className="page leaderboard">
      <PageHeader title={heading} crumbs={crumbs} />
      {vm.noTeamsCode === null ? <LeaderboardControls vm={vm} /> : null}
      {vm.showsConsent ? <LeaderboardConsent vm={vm} /> : null}
      <LeaderboardBody vm={vm} />
    </div>
  );
});
