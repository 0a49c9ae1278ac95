import { Subject } from 'rxjs';
import { vi } from 'vitest';
import type { SharedSession, SharedSessionSummary } from '../../domain/activity/shared-session';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import type { IsoDate } from '../../domain/time/civil-date';
import { asMeters, asSeconds, asTrimps } from '../../domain/units/branded-units';
import type { Toast } from '../ports/notifier.port';
import type { SessionShareApi } from '../ports/session-share-api.port';
import type { SharedSessionApi } from '../ports/shared-session-api.port';
import { SessionShareModel } from './session-share.model';
import { SharedSessionViewModel } from './shared-session.view-model';

export const ORIGIN = 'https://app.example.com';

/** The shared figures of a processed hour. */
function makeSummary(overrides: Partial<SharedSessionSummary> = {}): SharedSessionSummary {
  return {
    avgHrPercent: 73,
    maxHrPercent: 93,
    timeAbove80Seconds: asSeconds(900),
    timeAbove80Percent: 25,
    zoneSeconds: { low: asSeconds(900), moderate: asSeconds(1800), high: asSeconds(900) },
    edwardsZoneSeconds: [600, 900, 900, 600, 300].map(asSeconds),
    apSeconds: asSeconds(1800),
    apPercent: 50,
    distanceMeters: asMeters(7200),
    highSpeedDistanceMeters: asMeters(900),
    sprints: 6,
    workloadTrimps: asTrimps(96),
    ...overrides,
  };
}

/** A processed one-hour GAME, shared by an adult. */
export function makeSharedSession(overrides: Partial<SharedSession> = {}): SharedSession {
  return {
    title: 'League match',
    type: 'GAME',
    startTime: '2026-03-07T17:00:00Z',
    startDay: '2026-03-07' as IsoDate,
    durationSeconds: asSeconds(3600),
    analysedSeconds: asSeconds(3600),
    tooLong: false,
    trimmed: false,
    dataStatus: 'PROCESSED',
    summary: makeSummary(),
    ...overrides,
  };
}

function makeTimeline(query: TimelineQuery): Timeline {
  const t: number[] = [];
  for (let s = query.startOffsetSeconds; s < query.endOffsetSeconds; s += query.timeInterval) t.push(s);
  return {
    metric: query.chartMetricsType,
    startOffsetSeconds: query.startOffsetSeconds,
    endOffsetSeconds: query.endOffsetSeconds,
    stepSeconds: query.timeInterval,
    t,
    min: t.map(() => 2),
    max: t.map(() => 3),
    hrmax: null,
    apThreshold: 1,
  };
}

/** The public page over a fake public API, in `timeZone`, for a visitor signed in with `unit` (or none). */
export function setUpSharedPage(
  session: SharedSession = makeSharedSession(),
  options: { timeZone?: string; unit?: 'METRIC' | 'IMPERIAL' | null } = {},
) {
  const api = {
    getSharedSession: vi.fn((_token: string) => Promise.resolve(session)),
    getSharedTimeline: vi.fn((_token: string, query: TimelineQuery) => Promise.resolve(makeTimeline(query))),
  } satisfies SharedSessionApi;
  const unit = options.unit ?? null;
  const viewer = { user: unit === null ? null : { unitDistance: unit } };
  const vm = new SharedSessionViewModel(api, viewer, { timeZone: () => options.timeZone ?? 'UTC' });
  return { api, vm };
}

/** The session page's share control over a fake API, for acting player p1. */
export function setUpShareControl() {
  const api = {
    share: vi.fn((_activityId: string) => Promise.resolve('tok-new')),
    stopSharing: vi.fn((_activityId: string) => Promise.resolve()),
  } satisfies SessionShareApi;
  const toasts: Toast[] = [];
  const notifier = { notify: (toast: Toast) => void toasts.push(toast) };
  const playerChanges = new Subject<string | null>();
  const viewer = { activePlayerId: 'p1' as string | null, playerChanges$: playerChanges.asObservable() };
  const switchPlayer = (playerId: string | null) => {
    viewer.activePlayerId = playerId;
    playerChanges.next(playerId);
  };
  const changed: string[] = [];
  const model = new SessionShareModel(api, notifier, viewer, ORIGIN, (activityId) => void changed.push(activityId));
  return { api, toasts, switchPlayer, changed, model };
}
