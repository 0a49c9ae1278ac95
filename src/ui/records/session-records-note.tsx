import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { APP_TOKENS } from '../../application/app.tokens';
import { RECORDS_TOKENS } from '../../application/records/records.tokens';
import { useService } from '../app/service-context';
import { formatRecordValue } from './record-format';
import { heldRecordLabels } from './record-labels';
import { RecordStar } from './record-star';
import { RecordsGate } from './records-gate';
import './record-notes.css';

const HeldRecords = observer(function HeldRecords({ activityId }: { readonly activityId: string }) {
  const store = useService(RECORDS_TOKENS.PlayerRecordsStore);
  const session = useService(APP_TOKENS.AuthSession);
  const { t, i18n } = useLingui();
  useEffect(() => store.watch(), [store]);
  const held = store.recordsHeldBy(activityId);
  if (held.length === 0) return null;
  const unit = session.user?.unitDistance ?? 'METRIC';
  return (
    <section className="card record-note" aria-labelledby="session-records-heading">
      <h2 id="session-records-heading" className="record-note__heading">
        <RecordStar />
        {t`Records set in this session`}
      </h2>
      <ul className="record-note__list">
        {held.map(({ metric, scope, holder }) => (
          <li key={metric}>
            <span className="record-note__label">{i18n._(heldRecordLabels[scope][metric])}</span>{' '}
            <span className="record-note__value">{formatRecordValue(i18n, metric, holder.value, unit)}</span>
          </li>
        ))}
      </ul>
      <Link href="/records" className="record-note__more">{t`See all records`}</Link>
    </section>
  );
});

/**
 * The session page's note of the records the session holds (docs/product-rules.md#personal-records):
 * "Season record: longest distance 9.50 km", one line per metric; nothing when it holds none.
 */
export function SessionRecordsNote({ activityId }: { readonly activityId: string }) {
  return (
    <RecordsGate>
      <HeldRecords activityId={activityId} />
    </RecordsGate>
  );
}
