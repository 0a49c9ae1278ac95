import { describe, expect, it } from 'vitest';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import {
  beltFeelsNoSkin,
  endsHere,
  livePagePartsOf,
  livePhaseOf,
  type BeltState,
  type LivePageParts,
  type LivePhase,
} from './live-recording-state';

const PHASES: readonly LivePhase[] = [
  'unsupported',
  'idle',
  'connecting',
  'ready',
  'recording',
  'no-contact',
  'reconnecting',
  'paused',
  'interrupted',
  'elsewhere',
  'stopped',
  'saving',
  'saved',
  'save-refused',
  'queued',
];

/** The parts shown, by name, in the page's order. */
const shown = (parts: LivePageParts): string[] => Object.entries(parts).flatMap(([part, on]) => (on ? [part] : []));

const snapshot = {
  id: 'rec-1',
  accountId: 'acc-1',
  playerId: 'player-1',
  deviceName: 'Polar H10',
  startedAt: 0,
  bpm: [140],
  rrMs: [],
  pausedSeconds: 0,
  endedAt: null,
} satisfies LiveRecordingSnapshot;
const connected = (contact: 'detected' | 'not-detected' | 'not-supported'): BeltState => ({
  status: 'connected',
  name: 'Polar H10',
  batteryPercent: null,
  contact,
});

describe('the parts of the "Record live" page in each phase', () => {
  it('shows the belt and the recordings not yet in the calendar before a recording starts', () => {
    expect(shown(livePagePartsOf('idle', false))).toEqual(['belt', 'unsaved']);
    expect(shown(livePagePartsOf('connecting', false))).toEqual(['belt', 'unsaved']);
  });

  it('says when the browser cannot reach a belt, with the belt panel only where the demo belt plays', () => {
    expect(shown(livePagePartsOf('unsupported', false))).toEqual(['unsupported', 'unsaved']);
    expect(shown(livePagePartsOf('unsupported', true))).toEqual(['unsupported', 'belt', 'unsaved']);
  });

  it('shows the live view beside the belt while a recording is on the go, paused or not', () => {
    for (const phase of ['ready', 'recording', 'no-contact', 'reconnecting', 'paused'] as const) {
      expect(shown(livePagePartsOf(phase, false)), phase).toEqual(['belt', 'live', 'unsaved']);
    }
  });

  it('shows the ended recording without the belt, from its stop to its save', () => {
    for (const phase of ['stopped', 'saving', 'saved', 'save-refused', 'queued'] as const) {
      expect(shown(livePagePartsOf(phase, true)), phase).toEqual(['finished', 'unsaved']);
    }
  });

  it('offers only to resume or finish a recording found on return, and nothing but a word for one another tab records', () => {
    expect(shown(livePagePartsOf('interrupted', true))).toEqual(['interrupted', 'unsaved']);
    expect(shown(livePagePartsOf('elsewhere', true))).toEqual(['elsewhere']);
  });

  it('never shows two of the live view, the ended recording, the interrupted one and another tab’s at once', () => {
    for (const phase of PHASES) {
      const { live, finished, interrupted, elsewhere } = livePagePartsOf(phase, true);
      expect([live, finished, interrupted, elsewhere].filter(Boolean).length, phase).toBeLessThanOrEqual(1);
    }
  });
});

describe('no skin contact', () => {
  it('is the belt’s to say, recording or not; only while recording is it the phase', () => {
    const noSkin = connected('not-detected');
    expect(beltFeelsNoSkin(noSkin)).toBe(true);
    expect(livePhaseOf({ status: 'none' }, noSkin, true)).toBe('ready');
    expect(livePhaseOf({ status: 'recording' }, noSkin, true)).toBe('no-contact');
    expect(beltFeelsNoSkin(connected('detected'))).toBe(false);
    expect(beltFeelsNoSkin(connected('not-supported'))).toBe(false);
    expect(beltFeelsNoSkin({ status: 'reconnecting', name: 'Polar H10', attempt: 1, delayMs: 1000 })).toBe(false);
  });
});

describe('a recording that ends on the page', () => {
  it('is one on the go or found interrupted; a recording already ended, or none, does not end here', () => {
    expect(PHASES.filter(endsHere)).toEqual([
      'ready',
      'recording',
      'no-contact',
      'reconnecting',
      'paused',
      'interrupted',
    ]);
    expect(livePhaseOf({ status: 'interrupted', snapshot }, { status: 'none' }, true)).toBe('interrupted');
  });
});
