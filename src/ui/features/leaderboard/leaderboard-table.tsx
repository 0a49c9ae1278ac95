import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import type { LeaderboardViewModel } from '../../../application/leaderboard/leaderboard.view-model';
import { LeaderboardChange } from './leaderboard-change';
import { formatDayRange } from '../../formats/date-time-format';
import { timeFrameLabels } from './leaderboard-labels';
import { formattingLocales } from '../../formats/formatting-locales';
import { SKELETON_CLASS } from '../../components/skeleton';

/** The id of the acting player's name cell, the target of "Go to rank …". */
export const OWN_ROW_ID = 'lb-own-row';

/** Rows a skeleton shows while the first answer is on its way (the table's own row height). */
const SKELETON_ROWS = 8;

function Headers({ vm }: { vm: LeaderboardViewModel }) {
  const { t } = useMacroLingui();
  const byMinutes = vm.settings.dataType === 'MINUTES';
  return (
    <thead>
      <tr>
        <th scope="col" className="lb-col-rank">{t`Rank`}</th>
        <th scope="col" className="lb-col-change">
          <span className="lb-th-full">{t`Change`}</span>
          <span className="lb-th-short" aria-hidden="true">
            ±
          </span>
        </th>
        <th scope="col" className="lb-col-name">
          {vm.modeKind === 'team' ? t`Team` : t`Player`}
        </th>
        <th scope="col" className="lb-col-number" aria-sort={byMinutes ? 'descending' : undefined}>
          {vm.minutesAggregation === 'AVERAGE' ? t`AP minutes per session` : t`AP minutes`}
        </th>
        <th scope="col" className="lb-col-number" aria-sort={byMinutes ? undefined : 'descending'}>{t`Sessions`}</th>
      </tr>
    </thead>
  );
}

/** Bars of the final table's size while nothing has arrived yet (no layout shift). */
export const LeaderboardSkeleton = observer(function LeaderboardSkeleton({ vm }: { vm: LeaderboardViewModel }) {
  const { t } = useMacroLingui();
  return (
    <div className="card lb-table-card" role="status" aria-live="polite">
      <p className="visually-hidden">{t`Loading the leaderboard…`}</p>
      <div className="lb-caption lb-skeleton__caption" aria-hidden="true" />
      <table className="lb-table" aria-hidden="true">
        <Headers vm={vm} />
        <tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <tr key={i} className="lb-row">
              {['rank', 'change', 'name', 'number', 'number'].map((col, j) => (
                <td key={j} className={`lb-col-${col}`}>
                  <span className={`${SKELETON_CLASS} lb-skeleton lb-skeleton--${col}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** The ranked table: rank, change, team or player, minutes, sessions; the acting player's row stands out. */
export const LeaderboardTable = observer(function LeaderboardTable({ vm }: { vm: LeaderboardViewModel }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const board = vm.board;
  if (board === null) return null;
  const period = formatDayRange(formattingLocales(i18n), board.from, board.to);
  const frame = i18n._(timeFrameLabels[board.timeFrame]);
  const who = vm.modeKind === 'team' ? t`Teams` : t`Players`;
  const digits = vm.minutesAggregation === 'AVERAGE' ? 1 : 0;
  return (
    <div className="card lb-table-card" aria-busy={vm.loadState === 'loading'}>
      <table className="lb-table">
        <caption className="lb-caption">
          <Trans>
            {who} · {frame} · {period}
          </Trans>
        </caption>
        <Headers vm={vm} />
        <tbody>
          {vm.lines.map((line) => (
            <tr
              key={line.key}
              className={`lb-row${line.isOwn ? ' lb-row--own' : ''}`}
              aria-current={line.isOwn ? 'true' : undefined}
            >
              <td className="lb-col-rank">{i18n.number(line.rank)}</td>
              <td className="lb-col-change">
                <LeaderboardChange change={line.change} previousRank={line.previousRank} />
              </td>
              <th
                scope="row"
                className="lb-col-name"
                id={line.isOwn ? OWN_ROW_ID : undefined}
                tabIndex={line.isOwn ? -1 : undefined}
              >
                <span className="lb-name">
                  {line.name}
                  {line.isOwn ? <span className="lb-you">{line.kind === 'TEAM' ? t`Your team` : t`You`}</span> : null}
                </span>
                {/* No team when the server sends none (a player under 13 beyond their club). */}
                {line.kind === 'PLAYER' && line.teamName !== null ? (
                  <span className="lb-team">{line.teamName}</span>
                ) : null}
              </th>
              <td className="lb-col-number">
                {line.minutes === null ? (
                  // No session of the row measured AP (a belt alone): a dash, not 0 (docs/product-rules.md#not-measured).
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="visually-hidden">{t`Not measured`}</span>
                  </>
                ) : (
                  i18n.number(line.minutes, { maximumFractionDigits: digits, minimumFractionDigits: digits })
                )}
              </td>
              <td className="lb-col-number">{i18n.number(line.sessions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {board.mode === 'INDIVIDUAL' && board.scope !== 'TEAM' ? (
        <p className="lb-note">
          <Trans>
            Outside their own club, players under 13 are shown by first name and last initial, with no team.
          </Trans>
        </p>
      ) : null}
      {vm.isEmpty ? (
        <p className="lb-empty" role="status">
          <Trans>Nobody is ranked for this period yet.</Trans>
        </p>
      ) : null}
    </div>
  );
});
