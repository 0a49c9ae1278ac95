import { useLingui } from '@lingui/react/macro';
import { hasViewableData, type DataState } from '../../domain/data-states/data-state';
import { dataStateLabels } from './data-state-labels';

/**
 * Why a session has no figures, in its data state's words ("Reason: Processing failed"), for a page
 * that says only that there are none (the share page's "There are no data"). Nothing for a state
 * with figures, or none known.
 */
export function NoDataReason({ state, className }: { state: DataState | null; className?: string }) {
  const { t, i18n } = useLingui();
  if (state === null || hasViewableData(state)) return null;
  const reason = i18n._(dataStateLabels[state]);
  return <p className={className}>{t`Reason: ${reason}`}</p>;
}
