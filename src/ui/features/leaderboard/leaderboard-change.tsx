import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import type { RankChange } from '../../../domain/leaderboard/leaderboard-ranking';
import { changeLabels } from './leaderboard-labels';

/** A shape per change, so the change never rests on colour alone. */
function ChangeIcon({ change }: { change: RankChange }) {
  const path = {
    UP: 'M8 3l5 7H3z',
    DOWN: 'M8 13L3 6h10z',
    SAME: 'M3 6.5h10v3H3z',
    NEW: 'M8 2l1.8 3.9 4.2.4-3.2 2.8 1 4.1L8 11l-3.8 2.2 1-4.1L2 6.3l4.2-.4z',
  }[change];
  return (
    <svg className="lb-change__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** The change column: an icon, a short visible word, and a full sentence for screen readers. */
export function LeaderboardChange({
  change,
  previousRank,
}: {
  change: RankChange | null;
  previousRank: number | null;
}) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  if (change === null) {
    return (
      <span className="lb-change lb-change--none">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t`Not compared`}</span>
      </span>
    );
  }
  const spoken =
    change === 'UP' && previousRank !== null
      ? t`Up from rank ${previousRank}`
      : change === 'DOWN' && previousRank !== null
        ? t`Down from rank ${previousRank}`
        : change === 'SAME'
          ? t`Same rank as before`
          : change === 'NEW'
            ? t`New on the board`
            : i18n._(changeLabels[change]);
  return (
    <span className={`lb-change lb-change--${change.toLowerCase()}`}>
      <ChangeIcon change={change} />
      <span className="lb-change__word" aria-hidden="true">
        {i18n._(changeLabels[change])}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
