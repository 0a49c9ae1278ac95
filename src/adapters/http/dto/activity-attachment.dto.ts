import { IsIn, IsString, ValidateBy } from 'class-validator';
import { validateAttachmentLink } from '../../../domain/activity/attachment-rules';
import type { Attachment } from '../../../domain/activity/activity';
import { IsId, IsNullableNumber, IsNullableString } from './activity-common.dto';
import { readDto } from './validate-dto';

/** Only http: and https: addresses reach an href (docs/architecture.md#security), whatever the server sends. */
function IsHttpAddress(): PropertyDecorator {
  return ValidateBy({
    name: 'isHttpAddress',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && validateAttachmentLink(value) === null,
      defaultMessage: () => '$property must be an http or https address',
    },
  });
}

export class AttachmentDto implements Attachment {
  @IsId() id!: string;
  @IsString() description!: string;
  @IsIn(['file', 'link']) kind!: 'file' | 'link';
  @IsHttpAddress() url!: string;
  @IsNullableString() fileName!: string | null;
  @IsNullableNumber() sizeBytes!: number | null;
}

/** Validates the answer to an attachment upload or link; a malformed one throws ApiError('BAD_RESPONSE'). */
export function readAttachmentResponse(raw: unknown, call: string): Attachment {
  return readDto(AttachmentDto, raw, call);
}
