import { describe, expect, it } from 'vitest';
import { ACTIVITY_DATA_STATUSES, ACTIVITY_TYPES } from '../../../src/domain/activity/activity-type';
import { FLAG_TOO_LONG_SECONDS, TRIM_SECONDS } from '../../../src/domain/session/session-limits';
import { MILLISECONDS_PER_DAY } from '../../../src/domain/units/time-units';
import { getWeekday } from '../../../src/domain/time/calendar-week';
import { localDayOf, localTimeOf } from '../../../src/domain/time/time-zone';
import { buildDemoWorld, DEMO_IDS } from '../demo-world';
import { buildDemoSessions, DEMO_SESSION_DAYS } from './demo-sessions';
import { TOO_LONG_SESSION_SECONDS, TRIMMED_SESSION_SECONDS } from './showcase-sessions';
import { DEMO_TIME_ZONE } from './team-schedule';

const world = buildDemoWorld();
const todayMs = Date.UTC(2025, 8, 1, 12, 0, 0);
const sessions = buildDemoSessions(world, { seed: 42, todayMs });
const P = DEMO_IDS.players;
const of = (playerId: string) => sessions.filter((s) => s.playerId === playerId);

describe('buildDemoSessions', () => {
  it('is the same for the same seed and day', () => {
    expect(buildDemoSessions(world, { seed: 42, todayMs })).toEqual(sessions);
    expect(buildDemoSessions(world, { seed: 43, todayMs })).not.toEqual(sessions);
  });

  it('gives Alex, Emma and Noah about six months of sessions before today, and nobody else', () => {
    for (const playerId of [P.alex, P.emma, P.noah]) {
      const own = of(playerId);
      expect(own.length, playerId).toBeGreaterThan(50);
      const first = Math.min(...own.map((s) => s.startMs));
      expect(first).toBeGreaterThanOrEqual(todayMs - (DEMO_SESSION_DAYS + 1) * MILLISECONDS_PER_DAY);
      expect(first).toBeLessThan(todayMs - 170 * MILLISECONDS_PER_DAY);
      expect(Math.max(...own.map((s) => s.startMs))).toBeLessThan(todayMs);
    }
    expect(of(P.pat)).toEqual([]);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
  });

  it('shows Alex every session type and every data state, with own-app and coach-run not-synced', () => {
    const alex = of(P.alex);
    expect(new Set(alex.map((s) => s.type))).toEqual(new Set(ACTIVITY_TYPES));
    expect(new Set(alex.map((s) => s.dataStatus))).toEqual(new Set(ACTIVITY_DATA_STATUSES));
    const notSynced = alex.filter((s) => s.dataStatus === 'NOT_SYNCED');
    expect(notSynced.some((s) => s.coachRun)).toBe(true);
    expect(notSynced.some((s) => !s.coachRun)).toBe(true);
  });

  it('gives Alex a 3 h 50 session (flagged, not trimmed) and a 4 h 30 one (trimmed), both processed INDIVIDUAL', () => {
    const tooLong = of(P.alex).filter((s) => s.durationSec === TOO_LONG_SESSION_SECONDS);
    const trimmed = of(P.alex).filter((s) => s.durationSec === TRIMMED_SESSION_SECONDS);
    expect(tooLong).toHaveLength(1);
    expect(trimmed).toHaveLength(1);
    expect(TOO_LONG_SESSION_SECONDS).toBeGreaterThan(FLAG_TOO_LONG_SECONDS);
    expect(TOO_LONG_SESSION_SECONDS).toBeLessThanOrEqual(TRIM_SECONDS);
    expect(TRIMMED_SESSION_SECONDS).toBeGreaterThan(TRIM_SECONDS);
    for (const s of [...tooLong, ...trimmed]) expect(s).toMatchObject({ type: 'INDIVIDUAL', dataStatus: 'PROCESSED' });
  });

  it('has segments and attachments (files and links) within their sessions', () => {
    const withSegments = sessions.filter((s) => s.segments.length > 0);
    expect(withSegments.length).toBeGreaterThan(10);
    for (const s of withSegments) {
      for (const seg of s.segments) {
        expect(seg.endSec - seg.startSec).toBeGreaterThanOrEqual(10);
        expect(seg.endSec).toBeLessThanOrEqual(Math.min(s.durationSec, TRIM_SECONDS));
      }
    }
    const attachments = of(P.alex).flatMap((s) => s.attachments);
    expect(attachments.some((a) => a.kind === 'file')).toBe(true);
    expect(attachments.some((a) => a.kind === 'link')).toBe(true);
    for (const a of attachments) expect(new URL(a.url).protocol).toMatch(/^https?:$/);
  });

  it('starts sessions at the club’s local hours, whatever the clocks did: weekday evening training, weekend daytime games', () => {
    // The six months before 1 September 2025 hold the US spring-forward day (9 March).
    const localStart = (startMs: number) => {
      const { day, hour, minute } = localTimeOf(startMs, DEMO_TIME_ZONE);
      return { weekday: getWeekday(day), time: hour + minute / 60 };
    };
    for (const s of sessions) {
      const { weekday, time } = localStart(s.startMs);
      if (s.type === 'TRAINING') {
        expect(weekday, s.id).toBeLessThanOrEqual(5);
        expect(time, s.id).toBeGreaterThanOrEqual(17);
        expect(time, s.id).toBeLessThanOrEqual(19);
      }
      if (s.type === 'GAME') {
        expect(weekday, s.id).toBeGreaterThanOrEqual(6);
        expect(time, s.id).toBeGreaterThanOrEqual(9);
        expect(time, s.id).toBeLessThanOrEqual(16);
      }
      if (s.type === 'INDIVIDUAL') expect([6, 7, 12.5], s.id).toContain(time);
      // The session's id names its local day.
      expect(s.id, s.id).toContain(localDayOf(s.startMs, DEMO_TIME_ZONE));
    }
    // Evening training in California is already the next day in UTC: a visitor elsewhere sees it cross the day.
    const crossing = sessions.filter((s) => localDayOf(s.startMs, 'UTC') !== localDayOf(s.startMs, DEMO_TIME_ZONE));
    expect(crossing.length).toBeGreaterThan(sessions.length / 4);
  });

  it('shares team events between team-mates and runs games by the coach', () => {
    const games = sessions.filter((s) => s.type === 'GAME');
    expect(games.every((s) => s.coachRun && s.eventId !== null && s.teamId !== null)).toBe(true);
    expect(sessions.filter((s) => s.type === 'INDIVIDUAL').every((s) => s.teamId === null && !s.coachRun)).toBe(true);
  });
});
