import { IsIn, IsNotEmpty, IsNumber, IsString, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

/** Shared pieces of the session DTOs (docs/api-sessions.md). */

const FINITE = { allowNaN: false, allowInfinity: false } as const;

/** A finite number. */
export function IsFiniteNumber(options?: ValidationOptions): PropertyDecorator {
  return IsNumber(FINITE, options);
}

/** A finite number or null. */
export function IsNullableNumber(): PropertyDecorator {
  return (target, key) => {
    ValidateIf((dto: Record<string | symbol, unknown>) => dto[key] !== null)(target, key);
    IsNumber(FINITE)(target, key);
  };
}

/** A string or null. */
export function IsNullableString(): PropertyDecorator {
  return (target, key) => {
    ValidateIf((dto: Record<string | symbol, unknown>) => dto[key] !== null)(target, key);
    IsString()(target, key);
  };
}

/** One of `values`, or null. */
export function IsNullableIn(values: readonly unknown[]): PropertyDecorator {
  return (target, key) => {
    ValidateIf((dto: Record<string | symbol, unknown>) => dto[key] !== null)(target, key);
    IsIn(values as unknown[])(target, key);
  };
}

/** An array whose items are finite numbers or null (timeline buckets without data). */
export function IsNullableNumberArray(): PropertyDecorator {
  return ValidateBy({
    name: 'isNullableNumberArray',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every((item) => item === null || (typeof item === 'number' && Number.isFinite(item))),
      defaultMessage: () => '$property must be an array of numbers or nulls',
    },
  });
}

/** A non-empty string id. */
export function IsId(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    IsNotEmpty()(target, key);
  };
}
