import type { MessageDescriptor } from '@lingui/core';

/**
 * A catalog message with the values of its placeholders, ready for `i18n._`. Lingui's extractor reads a descriptor
 * written in the call itself and cannot read one spread into it, so a descriptor chosen at run time gets its values
 * here.
 */
export function withValues(message: MessageDescriptor, values: MessageDescriptor['values']): MessageDescriptor {
  return { ...message, values };
}
