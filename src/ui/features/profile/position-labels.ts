import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The positions `GET /web/players/positions` answers are names in English ("Midfielder"), or
 * codes ("MIDFIELDER", "middle_distance"). The profile shows the known ones in the reader's
 * language, found by the name or code written one way (lower case, words joined by hyphens);
 * an unknown one shows as the server writes it (docs/api-account.md#profile). The value saved
 * stays the server's.
 */
const POSITION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  goalkeeper: msg`Goalkeeper`,
  defender: msg`Defender`,
  'centre-back': msg`Centre back`,
  'center-back': msg`Centre back`,
  'full-back': msg`Full back`,
  'wing-back': msg`Wing back`,
  midfielder: msg`Midfielder`,
  forward: msg`Forward`,
  striker: msg`Striker`,
  winger: msg`Winger`,
  pivot: msg`Pivot`,
  sprinter: msg`Sprinter`,
  'middle-distance': msg`Middle distance`,
  'long-distance': msg`Long distance`,
};

/** A position's name or code written one way: "Middle distance", "MIDDLE_DISTANCE" → "middle-distance". */
function positionKey(position: string): string {
  return position
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
}

/** The position as the reader's language names it, or as the server wrote it when it is not one we know. */
export function positionLabel(i18n: I18n, position: string): string {
  const known = POSITION_LABELS[positionKey(position)];
  return known === undefined ? position : i18n._(known);
}
