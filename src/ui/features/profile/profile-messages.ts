import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Toast texts of the codes the profile's view-models raise. */
export const profileToastMessages: Readonly<Record<'UNITS_SAVED', MessageDescriptor>> = {
  UNITS_SAVED: msg`Units saved.`,
};
