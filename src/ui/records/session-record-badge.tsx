import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { RECORDS_TOKENS } from '../../application/records/records.tokens';
import { useService } from '../app/service-context';
import { RecordStar } from './record-star';
import { RecordsGate } from './records-gate';
import './record-notes.css';

const Badge = observer(function Badge({ activityId }: { readonly activityId: string }) {
  const store = useService(RECORDS_TOKENS.PlayerRecordsStore);
  const { t } = useLingui();
  useEffect(() => store.watch(), [store]);
  if (store.recordsHeldBy(activityId).length === 0) return null;
  return (
    <span className="record-badge">
      <RecordStar className="record-badge__star" />
      {t`Record`}
    </span>
  );
});

/**
 * A small "Record" badge on a session's calendar card when the session holds a personal record
 * (docs/product-rules.md#personal-records). Inside the card's link, so the link's name says it too.
 */
export function SessionRecordBadge({ activityId }: { readonly activityId: string }) {
  return (
    <RecordsGate>
      <Badge activityId={activityId} />
    </RecordsGate>
  );
}
