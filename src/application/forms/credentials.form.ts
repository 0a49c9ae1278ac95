import { validateAccessCode, validateEmail, validatePassword } from '../../domain/validation/credentials-validation';
import { SatisfiesRule } from './domain-rule.decorator';

/** The login and integration login forms (SPEC §5): email required and valid; password 8–50. */
export class LoginForm {
  @SatisfiesRule<LoginForm>(validateEmail)
  email = '';

  @SatisfiesRule<LoginForm>(validatePassword)
  password = '';
}

/** The integration access code field: required, 8–50 characters. */
export class AccessCodeForm {
  @SatisfiesRule<AccessCodeForm>(validateAccessCode)
  accessCode = '';
}
