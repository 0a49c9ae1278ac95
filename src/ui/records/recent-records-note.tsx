import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { APP_TOKENS } from '../../application/app.tokens';
import { RECORDS_TOKENS } from '../../application/records/records.tokens';
import { useService } from '../app/service-context';
import { formatRecordDay, formatRecordValue } from './record-format';
import { heldRecordLabels } from './record-labels';
import { RecordStar } from './record-star';
import { RecordsGate } from './records-gate';
import './record-notes.css';

const RecentRecords = observer(function RecentRecords() {
  const store = useService(RECORDS_TOKENS.PlayerRecordsStore);
  const session = useService(APP_TOKENS.AuthSession);
  const { t, i18n } = useLingui();
  useEffect(() => store.watch(), [store]);
  const recent = store.recentRecords;
  if (recent.length === 0) return null;
  const unit = session.user?.unitDistance ?? 'METRIC';
  return (
    <section className="card record-note record-note--recent" aria-labelledby="recent-records-heading">
      <h2 id="recent-records-heading" className="record-note__heading">
        <RecordStar />
        {t`New records in the last 7 days`}
      </h2>
      <ul className="record-note__list">
        {recent.map(({ metric, scope, holder }) => {
          const title = holder.title;
          const day = formatRecordDay(i18n, holder.date);
          return (
            <li key={metric}>
              <span className="record-note__label">{i18n._(heldRecordLabels[scope][metric])}</span>{' '}
              <span className="record-note__value">{formatRecordValue(i18n, metric, holder.value, unit)}</span>{' '}
              <Link href={`/calendar/activity/${encodeURIComponent(holder.activityId)}`}>{t`${title} on ${day}`}</Link>
            </li>
          );
        })}
      </ul>
      <Link href="/records" className="record-note__more">{t`See all records`}</Link>
    </section>
  );
});

/**
 * The dashboard's note of the records set in the last 7 local days, today included
 * (docs/product-rules.md#personal-records), each with its session; nothing when there is none.
 */
export function RecentRecordsNote() {
  return (
    <RecordsGate>
      <RecentRecords />
    </RecordsGate>
  );
}
