import { IsArray, IsIn, IsObject, IsString, ValidateIf } from 'class-validator';
import { ApiError } from '../../../domain/errors/api-error';
import {
  RECORD_METRICS,
  type PersonalRecord,
  type PersonalRecords,
  type RecordHolder,
  type RecordMetric,
} from '../../../domain/records/personal-records';
import type { IsoDate } from '../../../domain/time/civil-date';
import { isWithinRange, type DayRange } from '../../../domain/time/day-range';
import { IsFiniteNumber, IsId } from './activity-common.dto';
import { IsIsoDateString } from './list-common.dto';
import { isPlainRecord, NestedDto, NestedDtoEach, readDto } from './validate-dto';

/** The answer of GET /web/players/{playerId}/records (docs/api-sessions.md#personal-records). */

class RecordHolderDto implements RecordHolder {
  @IsId() activityId!: string;
  @IsString() title!: string;
  @IsString() startTime!: string;
  @IsIsoDateString() date!: IsoDate;
  @IsFiniteNumber() value!: number;
}

class PersonalRecordDto implements PersonalRecord {
  @IsIn(RECORD_METRICS) metric!: RecordMetric;
  @ValidateIf((dto: PersonalRecordDto) => dto.season !== null)
  @IsObject()
  @NestedDto(() => RecordHolderDto)
  season!: RecordHolderDto | null;
  @ValidateIf((dto: PersonalRecordDto) => dto.allTime !== null)
  @IsObject()
  @NestedDto(() => RecordHolderDto)
  allTime!: RecordHolderDto | null;
}

class SeasonDto implements DayRange {
  @IsIsoDateString() from!: IsoDate;
  @IsIsoDateString() to!: IsoDate;
}

class PersonalRecordsDto {
  @IsId() playerId!: string;
  @IsObject() @NestedDto(() => SeasonDto) season!: SeasonDto;
  @IsArray() @NestedDtoEach(() => PersonalRecordDto) records!: PersonalRecordDto[];
}

/** A metric this client knows; a newer server's other metrics are left out, not refused. */
function isKnownMetricEntry(entry: unknown): boolean {
  return (
    !isPlainRecord(entry) ||
    typeof entry['metric'] !== 'string' ||
    (RECORD_METRICS as readonly string[]).includes(entry['metric'])
  );
}

/** What the shapes cannot say: one entry per metric, holders that fit the season and each other. */
function findInconsistency(answer: PersonalRecordsDto, playerId: string): string | null {
  if (answer.playerId !== playerId) return 'the records of another player';
  if (answer.season.from > answer.season.to) return 'a season that ends before it starts';
  const seen = new Set<RecordMetric>();
  for (const record of answer.records) {
    if (seen.has(record.metric)) return `${record.metric} twice`;
    seen.add(record.metric);
    for (const holder of [record.season, record.allTime]) {
      if (holder === null) continue;
      if (!Number.isFinite(Date.parse(holder.startTime))) return `${record.metric}: a start that is not an instant`;
      if (holder.value <= 0) return `${record.metric}: a record of ${holder.value}`;
    }
    if (record.season === null) continue;
    if (!isWithinRange(record.season.date, answer.season))
      return `${record.metric}: a season record outside the season`;
    if (record.allTime === null || record.allTime.value < record.season.value)
      return `${record.metric}: a season record above the all-time record`;
  }
  return null;
}

/**
 * Validates the answer for `playerId`; a malformed one throws ApiError('BAD_RESPONSE'). The
 * records come in RECORD_METRICS order; a metric the answer leaves out stays out (the page says
 * it is not reported).
 */
export function readPersonalRecordsResponse(raw: unknown, playerId: string, call: string): PersonalRecords {
  const known =
    isPlainRecord(raw) && Array.isArray(raw['records'])
      ? { ...raw, records: raw['records'].filter(isKnownMetricEntry) }
      : raw;
  const dto = readDto(PersonalRecordsDto, known, call);
  const problem = findInconsistency(dto, playerId);
  if (problem !== null) throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: ${problem}`, 200);
  const ordered = [...dto.records].sort((a, b) => RECORD_METRICS.indexOf(a.metric) - RECORD_METRICS.indexOf(b.metric));
  return {
    season: { from: dto.season.from, to: dto.season.to },
    records: ordered.map(({ metric, season, allTime }) => ({
      metric,
      season: toHolder(season),
      allTime: toHolder(allTime),
    })),
  };
}

/** A plain holder, without the DTO's class. */
function toHolder(holder: RecordHolderDto | null): RecordHolder | null {
  return holder === null
    ? null
    : {
        activityId: holder.activityId,
        title: holder.title,
        startTime: holder.startTime,
        date: holder.date,
        value: holder.value,
      };
}
