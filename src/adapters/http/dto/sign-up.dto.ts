import { IsBoolean, IsIn, IsString } from 'class-validator';
import type { AccountStatus } from '../../../domain/account/user';
import { ACCOUNT_STATUSES } from './user.dto';
import type {
  ChildConfirmation,
  Invitation,
  OrganizationInvite,
  SignUpResult,
} from '../../../application/ports/sign-up-api.port';
import { readDto } from './validate-dto';

/** The answers of the public sign-up calls (docs/api-account.md#sign-up-and-confirmations). */

class InvitationDto implements Invitation {
  @IsString() email!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @IsString() teamName!: string;
  @IsBoolean() child!: boolean;
}

class EmailCheckDto {
  @IsBoolean() registered!: boolean;
}

class SignUpResultDto implements SignUpResult {
  @IsString() email!: string;
  @IsIn(ACCOUNT_STATUSES) status!: AccountStatus;
}

class ChildConfirmationDto implements ChildConfirmation {
  @IsString() childFirstName!: string;
  @IsString() childLastName!: string;
  @IsString() parentEmail!: string;
}

class OrganizationInviteDto implements OrganizationInvite {
  @IsString() email!: string;
  @IsString() firstName!: string;
  @IsString() teamName!: string;
  @IsString() organization!: string;
}

export function readInvitation(raw: unknown, call: string): Invitation {
  return readDto(InvitationDto, raw, call);
}

export function readEmailCheck(raw: unknown, call: string): boolean {
  return readDto(EmailCheckDto, raw, call).registered;
}

export function readSignUpResult(raw: unknown, call: string): SignUpResult {
  return readDto(SignUpResultDto, raw, call);
}

export function readChildConfirmation(raw: unknown, call: string): ChildConfirmation {
  return readDto(ChildConfirmationDto, raw, call);
}

export function readOrganizationInvite(raw: unknown, call: string): OrganizationInvite {
  return readDto(OrganizationInviteDto, raw, call);
}
