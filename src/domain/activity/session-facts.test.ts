import { describe, expect, it } from 'vitest';
import { asBpm, asSeconds } from '../units/branded-units';
import type { Activity, ActivityHrStats } from './activity';
import { readSessionFacts } from './session-facts';

const hrStats: ActivityHrStats = {
  hrmax: asBpm(192),
  hrmaxSource: 'MEASURED',
  avgBpm: asBpm(150),
  maxBpm: asBpm(188),
  timeAbove80Seconds: asSeconds(1200),
  timeAbove80Percent: 40,
  zoneSeconds: { low: asSeconds(600), moderate: asSeconds(1200), high: asSeconds(1200) },
  edwardsZoneSeconds: [360, 480, 720, 900, 300].map(asSeconds),
  coveredSeconds: asSeconds(3000),
};

function activity(info: Partial<Activity['playerActivityInfo']> = {}, hr: ActivityHrStats | null = hrStats): Activity {
  return {
    playerActivityId: 'pa-1',
    playerActivityInfo: {
      type: 'GAME',
      ended: true,
      playerId: 'p1',
      attachments: [],
      title: 'League game',
      startTime: '2026-11-21T17:00:00Z',
      durationSeconds: asSeconds(3000),
      teamId: 't1',
      teamName: 'Lakeside FC',
      dataStatus: 'PROCESSED',
      description: '',
      coachRun: true,
      tooLong: false,
      trimmed: false,
      analysedSeconds: asSeconds(3000),
      canResync: false,
      ...info,
    },
    playerActivitySummary: null,
    activityHrStats: hr,
    activityAPStats: null,
    activityDistanceStats: null,
    activityWorkloadStats: null,
    activitySegments: [],
    participants: { players: [], coach: null, teamCaptain: null },
  };
}

describe('readSessionFacts', () => {
  it('reads a coach-run game: its team, its end, the belt, its zones and its measured HRmax', () => {
    const facts = readSessionFacts(activity(), true);
    expect(facts).toMatchObject({
      type: 'GAME',
      teamName: 'Lakeside FC',
      durationSeconds: 3000,
      source: 'BELT',
      lengthNotice: null,
    });
    expect(facts.endEpochMs).toBe(Date.parse('2026-11-21T17:50:00Z'));
    expect(facts.timeInZones?.display.map((zone) => zone.percent)).toEqual([20, 40, 40]);
    expect(facts.hrmax).toEqual({ bpm: 192, origin: 'MEASURED' });
  });

  it('takes the answer’s own source, and says nothing of zones or HRmax without data', () => {
    const facts = readSessionFacts(
      activity({ type: 'INDIVIDUAL', teamName: null, coachRun: false, source: 'FILE', dataStatus: 'FAILED' }, null),
      false,
    );
    expect(facts).toMatchObject({ teamName: null, source: 'FILE', timeInZones: null, hrmax: null });
    expect(readSessionFacts(activity(), false).timeInZones).toBeNull();
  });

  it('names an HRmax whose origin the answer does not give', () => {
    const { hrmaxSource: _origin, ...older } = hrStats;
    expect(readSessionFacts(activity({}, older), true).hrmax).toEqual({ bpm: 192, origin: null });
  });

  it('flags a session over 3.5 h, and one over 4 h as trimmed too', () => {
    expect(readSessionFacts(activity({ durationSeconds: asSeconds(13_800), tooLong: true }), true).lengthNotice).toBe(
      'flagged',
    );
    expect(
      readSessionFacts(activity({ durationSeconds: asSeconds(16_200), tooLong: true, trimmed: true }), true)
        .lengthNotice,
    ).toBe('trimmed');
  });

  it('names the belt of a live recording when the answer does, else none', () => {
    const live = (deviceName?: string | null) =>
      readSessionFacts(activity({ type: 'INDIVIDUAL', coachRun: false, source: 'LIVE', deviceName }), true);
    expect(live('Polar H10 1A2B3C4D')).toMatchObject({ source: 'LIVE', deviceName: 'Polar H10 1A2B3C4D' });
    expect(live('  Wahoo TICKR ').deviceName).toBe('Wahoo TICKR');
    expect(live('   ').deviceName).toBeNull();
    expect(live(null).deviceName).toBeNull();
    expect(live().deviceName).toBeNull();
  });

  it('has no end for a start that is no time', () => {
    expect(readSessionFacts(activity({ startTime: 'soon' }), true).endEpochMs).toBeNull();
  });
});
