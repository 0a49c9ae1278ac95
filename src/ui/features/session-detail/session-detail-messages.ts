import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  AttachmentErrorCode,
  DescriptionErrorCode,
} from '../../../application/session-detail/session-edits.model';
import type { SegmentErrorCode } from '../../../application/session-detail/session-segments.model';
import { messageForCode } from '../../messages/message-for-code';
import { registerToastMessages } from '../../notices/toast-messages';

/** Toasts the session detail raises (success messages: docs/product-rules.md#messages). */
const sessionDetailToastMessages: Readonly<Record<string, MessageDescriptor>> = {
  SEGMENT_CREATED: msg`Segment created.`,
  SEGMENT_DELETED: msg`Segment deleted.`,
  ATTACHMENT_UPLOADED: msg`Attachment uploaded.`,
  LINK_ADDED: msg`Link added.`,
  ATTACHMENT_DELETED: msg`Attachment deleted.`,
  SESSION_DELETED: msg`Session deleted.`,
  DESCRIPTION_SAVED: msg`Description saved.`,
  SESSION_RESYNCED: msg`Resync requested. The session will be processed again.`,
  TRY_AGAIN_LATER: msg`Sorry, something went wrong. Please try again later.`,
};

/** The shell's toast list reads codes from one table: ours join it once, when this module loads. */
registerToastMessages(sessionDetailToastMessages);

const ownMessages: Readonly<
  Record<
    | 'DESCRIPTION_SAVE_FAILED'
    | 'FILE_EMPTY'
    | 'FILE_TOO_LARGE'
    | 'LINK_REQUIRED'
    | 'LINK_INVALID'
    | 'LINK_NOT_HTTP'
    | 'LINK_TOO_LONG',
    MessageDescriptor
  >
> = {
  DESCRIPTION_SAVE_FAILED: msg`The description could not be saved. Your text is kept; please try again.`,
  FILE_EMPTY: msg`This file is empty.`,
  FILE_TOO_LARGE: msg`This file is larger than 10 MB. Please choose a smaller file.`,
  LINK_REQUIRED: msg`Please enter a link.`,
  LINK_INVALID: msg`Please enter a full link, starting with http:// or https://.`,
  LINK_NOT_HTTP: msg`Only http:// and https:// links can be added.`,
  LINK_TOO_LONG: msg`This link is too long.`,
};

export type SessionDetailErrorCode = SegmentErrorCode | DescriptionErrorCode | AttachmentErrorCode;

/** The message of a code any form of this page shows: the shared texts (docs/product-rules.md#messages), or ours. */
export function messageForSessionCode(code: SessionDetailErrorCode): MessageDescriptor {
  return Object.hasOwn(ownMessages, code)
    ? ownMessages[code as keyof typeof ownMessages]
    : messageForCode(code as Parameters<typeof messageForCode>[0]);
}
