import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { registerToastMessages } from '../../../notices/toast-messages';

/** Toasts the share control raises (docs/product-rules.md#shared-sessions). */
const sessionShareToastMessages: Readonly<Record<string, MessageDescriptor>> = {
  SESSION_SHARED: msg`Link created. Anyone with it can see this session.`,
  SHARE_LINK_COPIED: msg`Link copied.`,
  SHARING_STOPPED: msg`Sharing stopped. The link no longer works.`,
};

/** The shell's toast list reads codes from one table: ours join it once, when this module loads. */
registerToastMessages(sessionShareToastMessages);
