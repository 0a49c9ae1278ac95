import { useLingui } from '@lingui/react/macro';
import type { SessionFacts } from '../../../domain/activity/session-facts';
import type { DataState } from '../../../domain/data-states/data-state';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { dataStateLabels } from '../../session/data-state-labels';
import { SESSION_TYPE_LABELS } from '../../messages/session-type-messages';
import { sessionSourceLabels } from './session-detail-labels';

/**
 * Which session this is, under its title and date (docs/product-rules.md#the-session-page): its type,
 * team, length, where its data came from (with the belt's name for a live recording) and the state of that data.
 */
export function SessionFactsList({ facts, dataState }: { facts: SessionFacts; dataState: DataState }) {
  const { t, i18n } = useLingui();
  const { deviceName } = facts;
  // A live recording names the belt it came from.
  const sourceText =
    facts.source === 'LIVE' && deviceName !== null
      ? t`Recorded live with ${deviceName}`
      : i18n._(sessionSourceLabels[facts.source]);
  const items: readonly (readonly [string, string, string])[] = [
    ['type', t`Type`, i18n._(SESSION_TYPE_LABELS[facts.type])],
    ['team', t`Team`, facts.teamName ?? t`No team`],
    ['duration', t`Duration`, formatDuration(formattingLocales(i18n), facts.durationSeconds, 'duration')],
    ['source', t`Source`, sourceText],
    ['data', t`Data`, i18n._(dataStateLabels[dataState])],
  ];
  return (
    <dl className="session-facts">
      {items.map(([key, term, value]) => (
        <div
          key={key}
          className={`session-facts__item session-facts__item--${key}`}
          data-state={key === 'data' ? dataState : undefined}
        >
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
