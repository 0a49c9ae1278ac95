import { useLingui } from '@lingui/react/macro';
import type { SessionDetailViewModel } from '../../../application/session-detail/session-detail.view-model';
import type { SegmentField } from '../../../domain/segments/segment-validation';
import type { SegmentErrorCode } from '../../../application/session-detail/session-segments.model';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatNumber } from '../../formats/number-format';
import { messageForSessionCode } from './session-detail-messages';
import { SECONDS_PER_MINUTE } from '../../../domain/units/time-units';

/**
 * The segment form's words (docs/product-rules.md#field-rules): its inputs' labels, and its messages
 * with what to do next after the rule's own sentence. A field at fault names itself and the whole
 * numbers it takes ("Start seconds: a whole number from 0 to 59."); a segment outside the session says
 * where the session runs, as the segment list writes times ("The session runs from 00:00 to 74:03."),
 * its analysed part only for a session trimmed to its first 4 hours.
 */
export function useSegmentFormMessages(vm: SessionDetailViewModel) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const info = vm.activity?.playerActivityInfo;
  const spanSeconds = info?.analysedSeconds ?? 0;
  const labels: Readonly<Record<SegmentField, string>> = {
    startMinutes: t`Start minutes`,
    startSeconds: t`Start seconds`,
    endMinutes: t`End minutes`,
    endSeconds: t`End seconds`,
  };
  const rangeOf = (field: SegmentField): string => {
    const label = labels[field];
    const from = formatNumber(locales, 0);
    const to = formatNumber(
      locales,
      field === 'startSeconds' || field === 'endSeconds'
        ? SECONDS_PER_MINUTE - 1
        : Math.floor(spanSeconds / SECONDS_PER_MINUTE),
    );
    return t`${label}: a whole number from ${from} to ${to}.`;
  };
  const span = (): string => {
    const start = formatDuration(locales, 0, 'mm:ss');
    const end = formatDuration(locales, spanSeconds, 'mm:ss');
    return info?.trimmed === true
      ? t`Its analysed part runs from ${start} to ${end}.`
      : t`The session runs from ${start} to ${end}.`;
  };
  return {
    labels,
    /** The message at one input, with its range; null when the input is fine. */
    fieldError: (field: SegmentField): string | null => {
      const code = vm.segments.fieldCode(field);
      return code === null ? null : `${i18n._(messageForSessionCode(code))} ${rangeOf(field)}`;
    },
    /** The message for the segment as a whole. */
    formError: (code: SegmentErrorCode): string => {
      const message = i18n._(messageForSessionCode(code));
      return code === 'SEGMENT_OUT_OF_SCOPE' ? `${message} ${span()}` : message;
    },
  };
}
