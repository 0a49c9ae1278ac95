import { IsArray, IsIn, IsString } from 'class-validator';
import {
  ACTIVITY_DATA_STATUSES,
  ACTIVITY_TYPES,
  type ActivityDataStatus,
  type ActivityType,
} from '../../../domain/activity/activity-type';
import type { Calendar, CalendarEvent, CalendarTeam } from '../../../domain/activity/calendar';
import { IsFiniteNumber, IsId, IsNullableString } from './activity-common.dto';
import { NestedDtoEach, readDto } from './validate-dto';

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

export class CalendarTeamDto implements CalendarTeam {
  @IsId() teamId!: string;
  @IsString() name!: string;
}

/** The calendar answer (docs/product-rules.md#calendar-answer): dailyTeamActivities and teams. */
export class CalendarDto {
  @IsArray() @NestedDtoEach(() => CalendarEventDto) dailyTeamActivities!: CalendarEventDto[];
  @IsArray() @NestedDtoEach(() => CalendarTeamDto) teams!: CalendarTeamDto[];
}

export function readCalendarResponse(raw: unknown, call: string): Calendar {
  const dto = readDto(CalendarDto, raw, call);
  return { events: dto.dailyTeamActivities, teams: dto.teams };
}
