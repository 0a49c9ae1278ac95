import { IsBoolean, IsIn, IsString } from 'class-validator';
import type { AccountStatus } from '../../../domain/account/user';
import { ACCOUNT_STATUSES } from './user.dto';
import type {
  ChildConfirmation,
  Invitation,
  OrganizationInvite,
  SignUpResult,
} from '../../../application/ports/sign-up-api.port';
import { assertValidResponse, copyFields } from './validate-dto';

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

function read<T extends object>(dto: T, raw: unknown, fields: readonly (keyof T & string)[], call: string): T {
  copyFields(dto, raw, fields);
  assertValidResponse(dto, call);
  return dto;
}

export function readInvitation(raw: unknown, call: string): Invitation {
  const dto = read(new InvitationDto(), raw, ['email', 'firstName', 'lastName', 'teamName', 'child'], call);
  return { email: dto.email, firstName: dto.firstName, lastName: dto.lastName, teamName: dto.teamName, child: dto.child };
}

export function readEmailCheck(raw: unknown, call: string): boolean {
  return read(new EmailCheckDto(), raw, ['registered'], call).registered;
}

export function readSignUpResult(raw: unknown, call: string): SignUpResult {
  const dto = read(new SignUpResultDto(), raw, ['email', 'status'], call);
  return { email: dto.email, status: dto.status };
}

export function readChildConfirmation(raw: unknown, call: string): ChildConfirmation {
  const dto = read(new ChildConfirmationDto(), raw, ['childFirstName', 'childLastName', 'parentEmail'], call);
  return { childFirstName: dto.childFirstName, childLastName: dto.childLastName, parentEmail: dto.parentEmail };
}

export function readOrganizationInvite(raw: unknown, call: string): OrganizationInvite {
  const dto = read(new OrganizationInviteDto(), raw, ['email', 'firstName', 'teamName', 'organization'], call);
  return { email: dto.email, firstName: dto.firstName, teamName: dto.teamName, organization: dto.organization };
}
