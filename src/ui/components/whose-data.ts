import { createContext, useContext } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { NameSound } from '../../domain/account/child-name';
import { withValues } from '../messages/message-values';

/**
 * Whose data a signed-in page shows when it is not the reader's own (docs/product-rules.md#whose-data):
 * a parent's selected child, by the name the pages use and how that name sounds (French "d’Emma",
 * "de Noah"). Null for a player on their own pages, and on pages outside the signed-in layout.
 */
export interface DataOwner {
  readonly name: string;
  readonly sound: NameSound;
}

export const WhoseData = createContext<DataOwner | null>(null);

/** The child whose data the page shows, or null when it is the reader's own. */
export function useDataOwner(): DataOwner | null {
  return useContext(WhoseData);
}

/** The pages whose heading names the child a parent acts for. */
export type OwnedPage = 'dashboard' | 'calendar' | 'history' | 'leaderboard' | 'records' | 'live';

/*
 * The headings for a parent. Each message takes the child's {name} and its {sound} ('vowel' or
 * 'consonant'); English reads the same either way, French elides before a vowel: "Calendrier d’Emma",
 * "Calendrier de Noah".
 */
const CHILD_HEADINGS: Readonly<Record<OwnedPage, MessageDescriptor>> = {
  dashboard: msg({ message: '{sound, select, vowel {{name}’s dashboard} other {{name}’s dashboard}}' }),
  calendar: msg({ message: '{sound, select, vowel {{name}’s calendar} other {{name}’s calendar}}' }),
  history: msg({ message: '{sound, select, vowel {{name}’s session history} other {{name}’s session history}}' }),
  leaderboard: msg({ message: '{sound, select, vowel {{name}’s leaderboard} other {{name}’s leaderboard}}' }),
  records: msg({ message: '{sound, select, vowel {{name}’s records} other {{name}’s records}}' }),
  live: msg({ message: 'Record for {name}' }),
};

/** The heading of a page in the words of whose data it shows: `own` ("Dashboard") for a player, "Emma’s dashboard" for a parent. */
export function useOwnedHeading(page: OwnedPage, own: string): string {
  const owner = useDataOwner();
  const { i18n } = useLingui();
  return owner === null ? own : i18n._(withValues(CHILD_HEADINGS[page], { name: owner.name, sound: owner.sound }));
}
