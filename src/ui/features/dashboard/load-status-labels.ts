import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoadBand } from '../../../domain/load/load-band';

/**
 * The words and symbols of the load card (docs/product-rules.md#load-status). Each band has a name,
 * a symbol of its own shape (never colour alone) and a line for a parent on what it means.
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
