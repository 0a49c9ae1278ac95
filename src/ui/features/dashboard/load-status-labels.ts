import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ListedDataState } from '../../../domain/data-states/data-state';
import type { LoadBand } from '../../../domain/load/load-band';
import type { WeekShape } from '../../../domain/load/week-shape';

/**
 * The words and symbols of the load card (docs/product-rules.md#load-status). Each band has a name,
 * a symbol of its own shape (never colour alone) and a line for a parent on what it means; each
 * data state a short label beside a session without data; each shape of the week its plain words.
 */

export const loadBandNames: Readonly<Record<LoadBand, MessageDescriptor>> = {
  lighter: msg`Lighter than usual`,
  usual: msg`About usual`,
  'step-up': msg`A step up`,
  'big-jump': msg`A big jump`,
};

/** Shapes that differ without colour: down, level, up, up twice. */
export const LOAD_BAND_SYMBOLS: Readonly<Record<LoadBand, string>> = {
  lighter: '▼',
  usual: '●',
  'step-up': '▲',
  'big-jump': '▲▲',
};

/** The symbol of the states without a ratio: an open circle, a baseline being drawn. */
export const NO_RATIO_SYMBOL = '○';

/** What the band means, for a parent (the first of the card's two lines). */
export const loadBandMeanings: Readonly<Record<LoadBand, MessageDescriptor>> = {
  lighter: msg`What it means: the last 7 days were lighter than the usual week of the 3 weeks before, as after a rest, an illness or a holiday.`,
  usual: msg`What it means: the last 7 days were close to the usual week of the 3 weeks before.`,
  'step-up': msg`What it means: the last 7 days were heavier than the usual week of the 3 weeks before, as when training builds up.`,
  'big-jump': msg`What it means: the last 7 days were much heavier than the usual week of the 3 weeks before; worth a word with the coach about how the week went.`,
};

/** Short data-state labels beside a session the card names (the session page gives the full message). */
export const dataStateLabels: Readonly<Record<ListedDataState, MessageDescriptor>> = {
  valid: msg`Data complete`,
  'missing-or-invalid': msg`Missing or invalid data`,
  'not-synced': msg`Not synced`,
  'being-processed': msg`Being processed`,
  failed: msg`Processing failed`,
  'belt-not-worn': msg`Belt not worn`,
  'too-long': msg`Over 3.5 hours`,
};

/** How the last 7 days were spread, in plain words (Foster's monotony; the formulas are in the Playbook). */
export const weekShapeWords: Readonly<Record<WeekShape, MessageDescriptor>> = {
  rest: msg`The last 7 days: no load, a week of rest.`,
  'same-every-day': msg`The last 7 days: every day the same load.`,
  'about-the-same': msg`The last 7 days: every day about the same, with few easy days.`,
  alternating: msg`The last 7 days: hard and easy days alternate.`,
};

/** Where the Playbook explains the card: its section of "Reading your data". */
export const LOAD_PLAYBOOK_PATH = '/playbook/reading-data#training-load';
