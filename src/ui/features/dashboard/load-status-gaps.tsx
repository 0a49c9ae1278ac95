import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { SessionWithoutData } from '../../../application/dashboard/load-status.view-model';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatDay } from './dashboard-format';
import { dataStateLabels } from './load-status-labels';

interface LoadStatusGapsProps {
  /** The sessions of the last 7 days without data, oldest first. */
  readonly thisWeek: readonly SessionWithoutData[];
  /** How many sessions of the 3 weeks before have no data. */
  readonly before: number;
  /** Whether a session of the last 7 days waits to be synced. */
  readonly awaitsSync: boolean;
  /** A parent reads of the child in the third person. */
  readonly reader: 'player' | 'parent';
}

/** One session the figures lack: its page, its day and its data state. */
function MissingSession({ session }: { session: SessionWithoutData }) {
  const { i18n } = useLingui();
  const title = session.title;
  const day = formatDay(formattingLocales(i18n), session.day);
  const state = i18n._(dataStateLabels[session.dataState]);
  return (
    <li>
      <Trans>
        <Link href={session.href}>{title}</Link>, {day}: {state}
      </Trans>
    </li>
  );
}

/**
 * The sessions whose data has not arrived (docs/product-rules.md#load-status): those of the last
 * 7 days named, with what brings their data when it is a sync; those of the 3 weeks before counted.
 * Without them the card would read a week whose data is missing as a week of rest.
 */
export function LoadStatusGaps({ thisWeek, before, awaitsSync, reader }: LoadStatusGapsProps) {
  const { t } = useLingui();
  if (thisWeek.length === 0 && before === 0) return null;
  const count = thisWeek.length;
  return (
    <div className="load-card__gaps">
      {count > 0 ? (
        <>
          <p className="load-card__gaps-count">
            {t`${plural(count, { one: '# session of the last 7 days has no data yet:', other: '# sessions of the last 7 days have no data yet:' })}`}
          </p>
          <ul className="load-card__gap-list">
            {thisWeek.map((session) => (
              <MissingSession key={session.activityId} session={session} />
            ))}
          </ul>
          {awaitsSync ? (
            <p>
              {reader === 'parent'
                ? t`This week shows once the sessions not synced yet are synced: from the child's mobile app, or by the coach who ran them.`
                : t`Sync the sessions not synced yet to see this week: from your mobile app, or ask the coach who ran them.`}
            </p>
          ) : null}
        </>
      ) : null}
      {before > 0 ? (
        <p>
          {t`${plural(before, {
            one: '# session of the 3 weeks before has no data, so the usual week does not count it.',
            other: '# sessions of the 3 weeks before have no data, so the usual week does not count them.',
          })}`}
        </p>
      ) : null}
    </div>
  );
}
