import { IsString } from 'class-validator';
import { readDto } from './validate-dto';

/**
 * `{email}`: the address an email link belongs to or has just confirmed; the answer of the email
 * confirmation, the password-reset check, the email change and the additional email
 * (docs/api-account.md#sign-up-and-confirmations, docs/api-account.md#email-links).
 */
class LinkEmailDto {
  @IsString() email!: string;
}

export function readLinkEmail(raw: unknown, call: string): string {
  return readDto(LinkEmailDto, raw, call).email;
}
