import { validateActivityDescription, validateAdditionalEmail } from '../../domain/validation/activity-validation';
import { validateRequiredValue } from '../../domain/validation/profile-validation';
import { validateSegment, type SegmentField } from '../../domain/segments/segment-validation';
import { SatisfiesRule, type FormRule } from './domain-rule.decorator';

/** Field-level segment codes: an input that is not a number, or seconds of 60 or more. */
function segmentField(field: SegmentField): FormRule<SegmentForm> {
  return (_value, form) => {
    const result = validateSegment(form, form.sessionDurationSec);
    return result.ok ? null : (result.fields[field] ?? null);
  };
}

/**
 * The new-segment form. Each time input reports its own number error; `segment` reports
 * the whole segment's code (too short, out of the session, invalid data) once every input
 * is a number. `sessionDurationSec` is context, not an input.
 */
export class SegmentForm {
  @SatisfiesRule<SegmentForm>(validateRequiredValue)
  name = '';

  @SatisfiesRule<SegmentForm>(segmentField('startMinutes'))
  startMinutes = '';

  @SatisfiesRule<SegmentForm>(segmentField('startSeconds'))
  startSeconds = '';

  @SatisfiesRule<SegmentForm>(segmentField('endMinutes'))
  endMinutes = '';

  @SatisfiesRule<SegmentForm>(segmentField('endSeconds'))
  endSeconds = '';

  /** Not an input: the place where the whole-segment code is reported. */
  @SatisfiesRule<SegmentForm>((_value, form) => {
    const result = validateSegment(form, form.sessionDurationSec);
    return result.ok || Object.keys(result.fields).length > 0 ? null : result.code;
  })
  readonly segment = '';

  sessionDurationSec = 0;
}

export class DescriptionForm {
  @SatisfiesRule<DescriptionForm>(validateActivityDescription)
  description = '';
}

/** A new additional notification email; `accountEmail` and `existingEmails` are context. */
export class AdditionalEmailForm {
  @SatisfiesRule<AdditionalEmailForm>((value, form) => validateAdditionalEmail(value, form.accountEmail, form.existingEmails))
  email = '';

  accountEmail = '';
  existingEmails: readonly string[] = [];
}
