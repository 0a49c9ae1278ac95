import { IsInt, Min, ValidateBy } from 'class-validator';
import { isIsoDate } from '../../../domain/time/civil-date';

/** Shared pieces of the dashboard, session history and leaderboard DTOs (docs/api-dashboard.md). */

/** A calendar date `YYYY-MM-DD` (the domain's rule: a real date). */
export function IsIsoDateString(): PropertyDecorator {
  return ValidateBy({
    name: 'isIsoDateString',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isIsoDate(value),
      defaultMessage: () => '$property must be a date YYYY-MM-DD',
    },
  });
}

/** A whole number ≥ `min` (counts, pages, ranks). */
export function IsWholeNumber(min = 0): PropertyDecorator {
  return (target, key) => {
    IsInt()(target, key);
    Min(min)(target, key);
  };
}
