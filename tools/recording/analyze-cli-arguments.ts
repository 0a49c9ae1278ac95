import type { AthleteProfile } from '../../src/domain/session/session-sample';
import { DEFAULT_AGE_YEARS } from '../../src/domain/session/session-sample';

export interface AnalyzeCliArguments {
  readonly file: string;
  readonly athlete: AthleteProfile;
}

export class CliArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliArgumentError';
  }
}

export const ANALYZE_USAGE =
  'usage: analyze <file.fit|file.tcx|file.gpx> [--age Y] [--weight KG] [--sex m|f] [--hrmax N]';

function readPositive(flag: string, raw: string | undefined, max: number): number {
  const value = raw === undefined ? Number.NaN : Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value <= 0 || value > max) {
    throw new CliArgumentError(`${flag} needs a number between 0 and ${max}`);
  }
  return value;
}

/**
 * Parses the analyse CLI arguments. The age defaults to DEFAULT_AGE_YEARS (30)
 * when not given, so HRmax falls back to Tanaka at 30 years (187 bpm).
 */
export function parseAnalyzeArguments(argv: readonly string[]): AnalyzeCliArguments {
  let file: string | undefined;
  let age: number = DEFAULT_AGE_YEARS;
  let weightKg: number | undefined;
  let sex: 'm' | 'f' | undefined;
  let hrmaxMeasured: number | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    switch (arg) {
      case '--age':
        age = readPositive(arg, next, 120);
        i += 1;
        break;
      case '--weight':
        weightKg = readPositive(arg, next, 400);
        i += 1;
        break;
      case '--hrmax':
        hrmaxMeasured = readPositive(arg, next, 250);
        i += 1;
        break;
      case '--sex':
        if (next !== 'm' && next !== 'f') throw new CliArgumentError('--sex needs m or f');
        sex = next;
        i += 1;
        break;
      default:
        if (arg.startsWith('--')) throw new CliArgumentError(`unknown option ${arg}`);
        if (file !== undefined) throw new CliArgumentError('only one file can be analysed');
        file = arg;
    }
  }
  if (file === undefined) throw new CliArgumentError('missing file');
  return { file, athlete: { age, weightKg, sex, hrmaxMeasured } };
}
