import { useLingui } from '@lingui/react/macro';
import type { ActivityParticipants } from '../../../domain/activity/activity';

/** Players, coach and team captain of a session (docs/product-rules.md#what-each-page-can-do). */
export function SessionParticipants({ participants }: { participants: ActivityParticipants }) {
  const { t } = useLingui();
  const { players, coach, teamCaptain } = participants;
  if (players.length === 0 && coach === null && teamCaptain === null) return null;
  return (
    <section className="card session-section" aria-labelledby="session-participants-title">
      <h2 id="session-participants-title">{t`Participants`}</h2>
      <dl className="session-participants">
        {coach ? (
          <>
            <dt>{t`Coach`}</dt>
            <dd>{`${coach.firstName} ${coach.lastName}`}</dd>
          </>
        ) : null}
        {teamCaptain ? (
          <>
            <dt>{t`Team captain`}</dt>
            <dd>{`${teamCaptain.firstName} ${teamCaptain.lastName}`}</dd>
          </>
        ) : null}
        {players.length > 0 ? (
          <>
            <dt>{t`Players`}</dt>
            <dd>
              <ul className="session-participants__players">
                {players.map((p) => (
                  <li key={p.playerId}>{`${p.firstName} ${p.lastName}`}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
