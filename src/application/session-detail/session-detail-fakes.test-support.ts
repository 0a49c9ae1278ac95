import { asapScheduler, Subject } from 'rxjs';
import { vi } from 'vitest';
import type { Activity, Attachment } from '../../domain/activity/activity';
import type { ActivitySegment } from '../../domain/activity/activity-segment';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import { asSeconds } from '../../domain/units/branded-units';
import type { ActivityApi } from '../ports/activity-api.port';
import type { Toast } from '../ports/notifier.port';
import { ActivityCache } from './activity-cache';
import { SessionDetailViewModel } from './session-detail.view-model';

/** A processed 60-minute team session with one segment and one link. */
export function makeActivity(overrides: Partial<Activity['playerActivityInfo']> = {}, id = 'pa-1'): Activity {
  const link: Attachment = {
    id: 'a1',
    description: 'Plan',
    kind: 'link',
    url: 'https://example.com/plan',
    fileName: 'Plan',
    sizeBytes: null,
  };
  const segment: ActivitySegment = {
    id: 's1',
    name: 'First half',
    startPoint: '2026-01-01T10:00:00Z',
    startSec: asSeconds(0),
    endSec: asSeconds(1200),
    stats: null,
  };
  return {
    playerActivityId: id,
    playerActivityInfo: {
      type: 'TRAINING',
      ended: true,
      playerId: 'p1',
      attachments: [link],
      title: 'Training',
      startTime: '2026-01-01T10:00:00Z',
      durationSeconds: asSeconds(3600),
      teamId: 't1',
      teamName: 'Lions',
      dataStatus: 'PROCESSED',
      description: 'Good session',
      coachRun: true,
      tooLong: false,
      trimmed: false,
      analysedSeconds: asSeconds(3600),
      canResync: true,
      ...overrides,
    },
    // The figures are not read by the view-model; a summary object is enough to mark data present.
    playerActivitySummary: {} as Activity['playerActivitySummary'],
    activityHrStats: null,
    activityAPStats: null,
    activityDistanceStats: null,
    activityWorkloadStats: null,
    activitySegments: [segment],
    participants: { players: [], coach: null, teamCaptain: null },
  };
}

export function makeTimeline(query: TimelineQuery): Timeline {
  const t: number[] = [];
  for (let s = query.startOffsetSeconds; s < query.endOffsetSeconds; s += query.timeInterval) t.push(s);
  return {
    metric: query.chartMetricsType,
    startOffsetSeconds: query.startOffsetSeconds,
    endOffsetSeconds: query.endOffsetSeconds,
    stepSeconds: query.timeInterval,
    t,
    min: t.map(() => 120),
    max: t.map(() => 140),
    hrmax: 190,
    apThreshold: null,
  };
}

export function fakeActivityApi(activity: Activity = makeActivity()) {
  const api = {
    getActivity: vi.fn((_id: string) => Promise.resolve(activity)),
    deleteActivity: vi.fn(() => Promise.resolve()),
    updateDescription: vi.fn(() => Promise.resolve()),
    getSegments: vi.fn(() => Promise.resolve([] as ActivitySegment[])),
    createSegment: vi.fn(
      (_id: string, s: { name: string; startSec: number; endSec: number }): Promise<ActivitySegment> =>
        Promise.resolve({
          id: 's2',
          name: s.name,
          startPoint: '',
          startSec: asSeconds(s.startSec),
          endSec: asSeconds(s.endSec),
          stats: null,
        }),
    ),
    deleteSegment: vi.fn(() => Promise.resolve()),
    getTimeline: vi.fn((_id: string, query: TimelineQuery) => Promise.resolve(makeTimeline(query))),
    uploadAttachment: vi.fn((_id: string, file: { name: string; size: number }): Promise<Attachment> =>
      Promise.resolve({
        id: 'a2',
        description: file.name,
        kind: 'file',
        url: 'https://files.example.com/x',
        fileName: file.name,
        sizeBytes: file.size,
      }),
    ),
    addLink: vi.fn((_id: string, link: { url: string; fileName?: string }): Promise<Attachment> =>
      Promise.resolve({
        id: 'a3',
        description: link.fileName ?? link.url,
        kind: 'link',
        url: link.url,
        fileName: link.fileName ?? null,
        sizeBytes: null,
      }),
    ),
    deleteAttachment: vi.fn(() => Promise.resolve()),
    resync: vi.fn(() => Promise.resolve()),
  } satisfies ActivityApi;
  return api;
}

export function setUp(activity: Activity = makeActivity(), timeZone = 'UTC') {
  const api = fakeActivityApi(activity);
  const playerChanges = new Subject<string | null>();
  const cache = new ActivityCache(playerChanges);
  const toasts: Toast[] = [];
  const notifier = { notify: (toast: Toast) => void toasts.push(toast) };
  // The acting player, as AuthSession gives it: a test moves it, then announces the change.
  const viewer = {
    user: { unitDistance: 'METRIC' as const },
    activePlayerId: 'p1' as string | null,
    playerChanges$: playerChanges.asObservable(),
  };
  const switchPlayer = (playerId: string | null) => {
    viewer.activePlayerId = playerId;
    playerChanges.next(playerId);
  };
  // Files the page saved (the export), by name.
  const saved: { name: string; contents: Blob }[] = [];
  const download = { save: vi.fn((name: string, contents: Blob) => void saved.push({ name, contents })) };
  const make = () =>
    new SessionDetailViewModel(api, cache, notifier, viewer, download, {
      scheduler: asapScheduler,
      timeZone: () => timeZone,
    });
  return { api, cache, toasts, playerChanges, switchPlayer, make, vm: make(), saved };
}
