import { IsArray, IsIn, IsString, ValidateNested } from 'class-validator';
import { ACTIVITY_DATA_STATUSES, ACTIVITY_TYPES, type ActivityDataStatus, type ActivityType } from '../../../domain/activity/activity-type';
import type { Calendar, CalendarEvent, CalendarTeam } from '../../../domain/activity/calendar';
import { IsFiniteNumber, IsId, IsNullableString, nestedEach, readField, setField } from './activity-common.dto';
import { assertValidResponse, copyFields } from './validate-dto';

export class CalendarEventDto implements CalendarEvent {
  @IsId() activityId!: string;
  @IsString() date!: string;
  @IsString() startTime!: string;
  @IsFiniteNumber() durationSeconds!: number;
  @IsIn(ACTIVITY_TYPES) type!: ActivityType;
  @IsNullableString() teamId!: string | null;
  @IsString() title!: string;
  @IsIn(ACTIVITY_DATA_STATUSES) dataStatus!: ActivityDataStatus;
}
const EVENT_FIELDS = ['activityId', 'date', 'startTime', 'durationSeconds', 'type', 'teamId', 'title', 'dataStatus'] as const satisfies readonly (keyof CalendarEventDto)[];

export class CalendarTeamDto implements CalendarTeam {
  @IsId() teamId!: string;
  @IsString() name!: string;
}
const TEAM_FIELDS = ['teamId', 'name'] as const satisfies readonly (keyof CalendarTeamDto)[];

/** The calendar answer (docs/product-rules.md#calendar-answer): dailyTeamActivities and teams. */
export class CalendarDto {
  @IsArray() @ValidateNested({ each: true }) dailyTeamActivities!: CalendarEventDto[];
  @IsArray() @ValidateNested({ each: true }) teams!: CalendarTeamDto[];
}

export function readCalendarResponse(raw: unknown, call: string): Calendar {
  const dto = copyFields(new CalendarDto(), raw, ['dailyTeamActivities', 'teams']);
  setField(dto, 'dailyTeamActivities', nestedEach(readField(dto, 'dailyTeamActivities'), () => new CalendarEventDto(), EVENT_FIELDS));
  setField(dto, 'teams', nestedEach(readField(dto, 'teams'), () => new CalendarTeamDto(), TEAM_FIELDS));
  assertValidResponse(dto, call);
  return { events: dto.dailyTeamActivities, teams: dto.teams };
}
