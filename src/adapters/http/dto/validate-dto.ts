import { validateSync, type ValidationError } from 'class-validator';
import { ApiError } from '../../../domain/errors/api-error';

/**
 * Response DTOs are class-validator classes. class-transformer is not in the project, so a
 * DTO instance is filled by hand: only the listed own fields are copied from the untrusted
 * value (never `__proto__`, `constructor` or inherited properties), then validated.
 */
export function copyFields<T extends object>(target: T, source: unknown, fields: readonly (keyof T & string)[]): T {
  if (!isPlainRecord(source)) return target;
  const writable = target as Record<string, unknown>;
  for (const field of fields) {
    if (Object.hasOwn(source, field)) writable[field] = source[field];
  }
  return target;
}

/**
 * Builds a nested DTO (a T) from a plain object; anything else is kept as-is so validation
 * rejects it. Hence `unknown`: callers narrow with `instanceof` before using the DTO.
 */
export function nestedDto<T extends object>(
  value: unknown,
  create: () => T,
  fields: readonly (keyof T & string)[],
): unknown {
  return isPlainRecord(value) ? copyFields(create(), value, fields) : value;
}

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every failed constraint as `path: message`; empty when the DTO is valid. */
export function listValidationProblems(dto: object): string[] {
  const errors = validateSync(dto, { forbidUnknownValues: true });
  return errors.flatMap((error) => flatten(error, ''));
}

function flatten(error: ValidationError, prefix: string): string[] {
  const path = prefix === '' ? error.property : `${prefix}.${error.property}`;
  const own = Object.values(error.constraints ?? {}).map((message) => `${path}: ${message}`);
  const nested = (error.children ?? []).flatMap((child) => flatten(child, path));
  return [...own, ...nested];
}

/** Throws ApiError('BAD_RESPONSE') when the answer to `call` does not match its DTO. */
export function assertValidResponse(dto: object, call: string, httpStatus = 200): void {
  const problems = listValidationProblems(dto);
  if (problems.length > 0) {
    throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: ${problems.slice(0, 5).join('; ')}`, httpStatus);
  }
}
