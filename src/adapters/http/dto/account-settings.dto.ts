import { IsBoolean, IsIn, IsNotEmpty, IsString } from 'class-validator';
import { SUBSCRIPTION_TYPES, type Subscription, type SubscriptionType } from '../../../domain/account/account-profile';
import type { AdditionalEmail } from '../../../application/ports/account-settings-api.port';
import { AdditionalEmailDto } from './user.dto';
import { readDto } from './validate-dto';

/** A mail subscription as the API sends it (docs/api-account.md#profile: `Subscription`). */
export class SubscriptionDto {
  @IsString() @IsNotEmpty() id!: string;
  @IsIn(SUBSCRIPTION_TYPES) type!: SubscriptionType;
  @IsBoolean() subscribed!: boolean;
}

/** Validates the answer of PATCH /web/subscriptions/{id}; a malformed one throws ApiError('BAD_RESPONSE'). */
export function readSubscriptionResponse(raw: unknown, call: string): Subscription {
  const dto = readDto(SubscriptionDto, raw, call);
  return { id: dto.id, type: dto.type, subscribed: dto.subscribed };
}

/** Validates the answer of POST /web/player/{id}/additional-email. */
export function readAdditionalEmailResponse(raw: unknown, call: string): AdditionalEmail {
  const dto = readDto(AdditionalEmailDto, raw, call);
  return { id: dto.id, email: dto.email, confirmed: dto.confirmed };
}
