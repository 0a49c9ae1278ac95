import type { ActivityType } from '../../../src/domain/activity/activity-type';
import type { TimeZone } from '../../../src/domain/time/time-zone';

/**
 * Where the demo world lives: its clubs (Lakeside FC, Northside AC, Harbor City Futsal) and players
 * are around Los Angeles, so their evenings and Saturday mornings are their own local hours. A
 * visitor anywhere else sees those sessions on their own days: a 18:30 training is the next
 * morning in Paris, a 10:00 Saturday game is Sunday in Auckland.
 */
export const DEMO_TIME_ZONE: TimeZone = 'America/Los_Angeles';

/**
 * Weekly team schedules of the demo world. A team's schedule is chosen by its position in the
 * teams list, so it is the same for every player of the team (team-mates share the event).
 * Times are local times in DEMO_TIME_ZONE (training on weekday evenings, games mostly on Saturday
 * mornings); weekday 0 is Sunday.
 */
export interface ScheduledSlot {
  readonly weekday: number;
  readonly hour: number;
  readonly minute: number;
  readonly minutes: number;
  readonly type: Exclude<ActivityType, 'INDIVIDUAL'>;
  /** Only on weeks of this parity (ISO-like week count from the epoch), when set. */
  readonly everyOtherWeek?: 0 | 1;
  readonly title: string;
}

const TEAM_SCHEDULES: readonly (readonly ScheduledSlot[])[] = [
  [
    { weekday: 2, hour: 18, minute: 30, minutes: 90, type: 'TRAINING', title: 'Training' },
    { weekday: 4, hour: 18, minute: 30, minutes: 90, type: 'TRAINING', title: 'Training' },
    { weekday: 6, hour: 10, minute: 0, minutes: 110, type: 'GAME', title: 'League match' },
  ],
  [
    { weekday: 1, hour: 18, minute: 0, minutes: 75, type: 'TRAINING', title: 'Track session' },
    { weekday: 3, hour: 18, minute: 0, minutes: 60, type: 'OTHER', title: 'Gym circuit' },
  ],
  [
    { weekday: 3, hour: 17, minute: 0, minutes: 75, type: 'TRAINING', title: 'Training' },
    { weekday: 6, hour: 10, minute: 0, minutes: 80, type: 'GAME', title: 'Youth league match' },
  ],
  [
    { weekday: 2, hour: 17, minute: 30, minutes: 75, type: 'TRAINING', title: 'Training' },
    { weekday: 4, hour: 17, minute: 30, minutes: 75, type: 'TRAINING', title: 'Training' },
    { weekday: 0, hour: 11, minute: 0, minutes: 90, type: 'GAME', title: 'Youth league match' },
  ],
  [
    { weekday: 5, hour: 18, minute: 0, minutes: 60, type: 'TRAINING', title: 'Futsal training' },
    { weekday: 6, hour: 16, minute: 0, minutes: 70, type: 'GAME', everyOtherWeek: 1, title: 'Futsal match' },
    {
      weekday: 1,
      hour: 18,
      minute: 0,
      minutes: 45,
      type: 'OTHER',
      everyOtherWeek: 0,
      title: 'Strength and conditioning',
    },
  ],
];

export const OPPONENTS = [
  'Riverside United',
  'Hillcrest Rovers',
  'Eastgate Athletic',
  'Westbrook Town',
  'Kingsport City',
  'Millbank Wanderers',
  'Oakfield Albion',
  'Stonebridge FC',
  'Harbourside Stars',
  'Greenvale Celtic',
] as const;

const COACH_NAMES: readonly (readonly [string, string])[] = [
  ['Maria', 'Lopez'],
  ['Daniel', 'Price'],
  ['Aisha', 'Bello'],
  ['Henrik', 'Larsen'],
  ['Chen', 'Wei'],
  ['Paula', 'Roux'],
];

export const INDIVIDUAL_TITLES = ['Morning run', 'Easy run', 'Intervals', 'Tempo run', 'Bike ride'] as const;

export function scheduleOfTeam(teamIndex: number): readonly ScheduledSlot[] {
  return TEAM_SCHEDULES[teamIndex % TEAM_SCHEDULES.length] ?? [];
}

/** The coach of a team (generated: the demo world has no coach accounts). */
export function coachOfTeam(teamIndex: number): { firstName: string; lastName: string } {
  const [firstName, lastName] = COACH_NAMES[teamIndex % COACH_NAMES.length] ?? ['Coach', 'Demo'];
  return { firstName, lastName };
}
