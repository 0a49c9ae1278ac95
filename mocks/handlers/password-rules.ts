import { validatePassword } from '../../src/domain/validation/credentials-validation';
import { rejectWith } from './respond';

/** A new password: 8 to 50 characters, taken as typed; 400 BP_400 `PASSWORD_LENGTH` otherwise. */
export function validateNewPassword(password: string): string {
  if (validatePassword(password) !== null) return rejectWith(400, 'BP_400', 'PASSWORD_LENGTH');
  return password;
}
