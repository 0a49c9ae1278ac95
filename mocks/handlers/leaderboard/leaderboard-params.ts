import {
  DEFAULT_LEADERBOARD_SETTINGS,
  LEADERBOARD_AGGREGATIONS,
  LEADERBOARD_DATA_TYPES,
  LEADERBOARD_SCOPES,
  LEADERBOARD_TIME_FRAMES,
  type LeaderboardSettings,
} from '../../../src/domain/leaderboard/leaderboard-query';
import { rejectWith } from '../respond';

/**
 * The leaderboard's query (docs/api-dashboard.md#leaderboard): `scope`, `dataType`,
 * `aggregationMethod` (read only when the data type is MINUTES) and `timeFrame`, each defaulting
 * to UNIVERSE, MINUTES, SUM, CURRENT_WEEK. An unknown value is 400 BP_400.
 */

function readChoice<T extends string>(
  query: URLSearchParams,
  key: string,
  choices: readonly T[],
  fallback: T,
  code: string,
): T {
  const raw = query.get(key);
  if (raw === null) return fallback;
  return choices.find((choice) => choice === raw) ?? rejectWith(400, 'BP_400', code);
}

export function readLeaderboardSettings(query: URLSearchParams): LeaderboardSettings {
  const d = DEFAULT_LEADERBOARD_SETTINGS;
  const dataType = readChoice(query, 'dataType', LEADERBOARD_DATA_TYPES, d.dataType, 'INVALID_DATA_TYPE');
  return {
    scope: readChoice(query, 'scope', LEADERBOARD_SCOPES, d.scope, 'INVALID_SCOPE'),
    dataType,
    aggregationMethod:
      dataType === 'MINUTES'
        ? readChoice(
            query,
            'aggregationMethod',
            LEADERBOARD_AGGREGATIONS,
            d.aggregationMethod,
            'INVALID_AGGREGATION_METHOD',
          )
        : d.aggregationMethod,
    timeFrame: readChoice(query, 'timeFrame', LEADERBOARD_TIME_FRAMES, d.timeFrame, 'INVALID_TIME_FRAME'),
  };
}
