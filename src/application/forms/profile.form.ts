import {
  validateBeltNumber,
  validateHeight,
  validatePhone,
  validateRequiredName,
  validateWeight,
} from '../../domain/validation/profile-validation';
import { SatisfiesRule } from './domain-rule.decorator';

/**
 * The editable profile details (SPEC §3 "Profile fields", §5). First and last name are
 * required; phone, belt number, height and weight are optional but checked when given.
 * Height and weight are the typed text in the user's unit (cm/kg or ft/lb).
 */
export class ProfileDetailsForm {
  @SatisfiesRule<ProfileDetailsForm>(validateRequiredName)
  firstName = '';

  middleName = '';

  @SatisfiesRule<ProfileDetailsForm>(validateRequiredName)
  lastName = '';

  @SatisfiesRule<ProfileDetailsForm>(validatePhone)
  phone = '';

  @SatisfiesRule<ProfileDetailsForm>(validateBeltNumber)
  beltNumber = '';

  @SatisfiesRule<ProfileDetailsForm>(validateHeight)
  height = '';

  @SatisfiesRule<ProfileDetailsForm>(validateWeight)
  weight = '';
}
