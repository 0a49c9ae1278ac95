import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';

const loadCalendarCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** The month and week calendar of the acting player's sessions. */
export const calendarFeature = defineFeature({
  name: 'calendar',
  catalogs: [loadCalendarCatalog],
  bindings: async () => (await import('../../../composition/calendar.bindings')).bindCalendarFeature,
  routes: [
    {
      path: '/calendar',
      access: 'signed-in',
      page: async () => (await import('./calendar-route')).CalendarRoute,
      title: msg`Calendar`,
      breadcrumb: () => [{ label: msg`Calendar` }],
    },
  ],
});
