import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { RecordCard as RecordCardData } from '../../../application/records/records.view-model';
import type { DistanceUnit } from '../../../domain/account/user';
import { formatRecordDay, formatRecordValue } from '../../records/record-format';
import { recordMetricHints, recordMetricTitles } from './record-metric-labels';

/** The dashboard's colour of each metric (docs/product-rules.md#colours). */
const METRIC_CLASSES = {
  DISTANCE: 'record-card--distance',
  ACTIVITY_POINTS: 'record-card--ap',
  WORKLOAD: 'record-card--workload',
  TIME_ABOVE_80: 'record-card--red-zone',
} as const;

/**
 * One record: what it is of, its figure, the day it was set and the session that set it (a link to
 * its page). Without a holder the card says there is none yet (never a dash: nothing is unmeasured
 * here), or that the records' source does not report this figure.
 */
export function RecordCard({ card, unit }: { readonly card: RecordCardData; readonly unit: DistanceUnit }) {
  const { t, i18n } = useLingui();
  const { holder } = card;
  return (
    <li className={`card record-card ${METRIC_CLASSES[card.metric]}`}>
      <h3 className="record-card__title">{i18n._(recordMetricTitles[card.metric])}</h3>
      {holder !== null ? (
        <>
          <p className="record-card__value">{formatRecordValue(i18n, card.metric, holder.value, unit)}</p>
          <p className="record-card__when">
            <time dateTime={holder.date}>{formatRecordDay(i18n, holder.date)}</time>
          </p>
          <p className="record-card__session">
            <Link href={holder.href}>{holder.title}</Link>
          </p>
        </>
      ) : (
        <p className="record-card__none">
          {card.reported ? i18n._(recordMetricHints[card.metric]) : t`This server does not report this figure yet.`}
        </p>
      )}
    </li>
  );
}
