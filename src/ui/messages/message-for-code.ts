import type { MessageDescriptor } from '@lingui/core';
import type { ValidationCode } from '../../domain/validation/validation-code';
import type { DataState } from '../../domain/data-states/data-state';
import { apiErrorMessages, type ApiErrorMessageCode } from './api-error-messages';
import { dataStateMessages } from './data-state-messages';
import { validationMessages } from './validation-messages';

/** Every code that has a message in this catalog. Views call `i18n._(messageForCode(code))`. */
export type MessageCode = ValidationCode | ApiErrorMessageCode | DataState;

const allMessages: Readonly<Record<MessageCode, MessageDescriptor>> = {
  ...validationMessages,
  ...apiErrorMessages,
  ...dataStateMessages,
};

export function messageForCode(code: MessageCode): MessageDescriptor {
  return allMessages[code];
}

/** For codes that arrive untyped (a toast's code): the message, or undefined when unknown. */
export function findMessageForCode(code: string): MessageDescriptor | undefined {
  return Object.hasOwn(allMessages, code) ? allMessages[code as MessageCode] : undefined;
}
