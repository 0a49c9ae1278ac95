import type { MembershipRecord, PlayerRecord } from '../db/schemas';
import type { SeededRandom } from './seeded-random';

/** Team-mates of the demo accounts: generated players with no login of their own. */

const FIRST_NAMES_FEMALE = [
  'Ava',
  'Chloe',
  'Lena',
  'Maya',
  'Sofia',
  'Ines',
  'Zoe',
  'Clara',
  'Nora',
  'Lucie',
  'Hana',
  'Amara',
  'Julia',
  'Elise',
  'Mila',
  'Rosa',
  'Freya',
  'Leila',
  'Ada',
  'Iris',
] as const;
const FIRST_NAMES_MALE = [
  'Liam',
  'Hugo',
  'Omar',
  'Lucas',
  'Mateo',
  'Ethan',
  'Jonas',
  'Theo',
  'Karim',
  'Felix',
  'Oscar',
  'Louis',
  'Ravi',
  'Tomas',
  'Arthur',
  'Samir',
  'Finn',
  'Jules',
  'Kofi',
  'Marco',
] as const;
const LAST_NAMES = [
  'Dubois',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Garcia',
  'Rossi',
  'Kowalski',
  'Silva',
  'Haddad',
  'Johansson',
  'Moreau',
  'Tanaka',
  'Fischer',
  'Costa',
  'Byrne',
  'Novak',
  'Laurent',
  'Mensah',
  'Petit',
  'Andersen',
  'Ward',
  'Keller',
  'Santos',
  'Ibrahim',
] as const;

const POSITIONS: Readonly<Record<string, readonly string[]>> = {
  football: ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'],
  futsal: ['Goalkeeper', 'Defender', 'Winger', 'Pivot'],
  athletics: ['Sprinter', 'Middle distance', 'Long distance'],
};

/** Every position of the demo sports, once each (GET /web/players/positions). */
export const DEMO_POSITIONS: readonly string[] = [...new Set(Object.values(POSITIONS).flat())];

export interface RosterSpec {
  readonly teamId: string;
  readonly sport: string;
  /** Players generated for this team (on top of the demo players already in it). */
  readonly count: number;
  readonly sex: 'MALE' | 'FEMALE' | 'MIXED';
  /** Birth years, both included. */
  readonly bornFrom: number;
  readonly bornTo: number;
  /** Jersey numbers already taken by the demo players. */
  readonly takenNumbers: readonly number[];
}

export interface Roster {
  readonly players: PlayerRecord[];
  readonly memberships: MembershipRecord[];
}

/** Ages of generated players are computed against this year, so the roster never depends on today. */
const ROSTER_REFERENCE_YEAR = 2025;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function generateRoster(random: SeededRandom, spec: RosterSpec, firstIndex: number): Roster {
  const players: PlayerRecord[] = [];
  const memberships: MembershipRecord[] = [];
  const taken = new Set(spec.takenNumbers);
  for (let i = 0; i < spec.count; i += 1) {
    const index = firstIndex + i;
    const sex = spec.sex === 'MIXED' ? (random.chance(0.5) ? 'MALE' : 'FEMALE') : spec.sex;
    const female = sex === 'FEMALE';
    const birthYear = random.int(spec.bornFrom, spec.bornTo);
    const age = ROSTER_REFERENCE_YEAR - birthYear;
    const adult = age >= 18;
    const heightCm = adult
      ? random.int(female ? 158 : 168, female ? 180 : 194)
      : random.int(135 + (age - 10) * 5, 150 + (age - 10) * 6);
    const bmi = 19 + random.next() * 4;
    const id = `pl-g${pad(index, 3)}`;
    players.push({
      id,
      accountId: null,
      parentAccountId: null,
      firstName: random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE),
      middleName: null,
      lastName: random.pick(LAST_NAMES),
      photo: null,
      birthDate: `${birthYear}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
      sex,
      heightCm,
      weightKg: random.chance(0.9) ? Math.round(bmi * (heightCm / 100) ** 2 * 10) / 10 : null,
      maxHr: random.chance(0.6) ? random.int(185, 212) - Math.max(0, age - 25) : null,
      restingHr: random.int(48, 68),
      beltNumber: String(random.int(10000, 99999)),
      position: random.pick(POSITIONS[spec.sport] ?? ['Player']),
    });
    let jersey = random.int(1, 99);
    while (taken.has(jersey)) jersey = (jersey % 99) + 1;
    taken.add(jersey);
    memberships.push({
      id: `m-${spec.teamId}-${id}`,
      teamId: spec.teamId,
      playerId: id,
      role: 'PLAYER',
      jerseyNumber: jersey,
    });
  }
  return { players, memberships };
}
