import { getMetadataStorage, ValidateNested, validateSync, type ValidationError } from 'class-validator';
import { ApiError } from '../../../domain/errors/api-error';

/**
 * Response DTOs are class-validator classes, and each class is its own description of a wire shape: its decorated
 * fields are the fields read from an answer (docs/architecture.md#answers-checked-at-the-boundary). class-transformer
 * is not in the project, so `buildDto` fills an instance itself: it copies only the decorated own fields of the
 * untrusted value (never `__proto__`, `constructor` or inherited properties) and builds the nested DTOs named with
 * `NestedDto`/`NestedDtoEach`; validation then judges the result.
 */
export type DtoClass<T extends object = object> = new () => T;

interface NestedField {
  readonly dtoClass: () => DtoClass;
  readonly each: boolean;
}

/** The nested DTO fields declared on each class (its own; a subclass also reads its parents'). */
const NESTED_FIELDS = new WeakMap<object, Map<string, NestedField>>();

function declareNested(dtoClass: () => DtoClass, each: boolean): PropertyDecorator {
  const validateNested = ValidateNested({ each });
  return (prototype, property) => {
    validateNested(prototype, property);
    const owner = prototype.constructor;
    const fields = NESTED_FIELDS.get(owner) ?? new Map<string, NestedField>();
    fields.set(String(property), { dtoClass, each });
    NESTED_FIELDS.set(owner, fields);
  };
}

/** A field holding one nested DTO (validated with `ValidateNested`, built by `buildDto`). */
export function NestedDto(dtoClass: () => DtoClass): PropertyDecorator {
  return declareNested(dtoClass, false);
}

/** A field holding an array of nested DTOs. */
export function NestedDtoEach(dtoClass: () => DtoClass): PropertyDecorator {
  return declareNested(dtoClass, true);
}

/** The class's decorated field names, its parents' included; read once per class. */
const FIELD_NAMES = new WeakMap<object, readonly string[]>();

function fieldNamesOf(dtoClass: DtoClass): readonly string[] {
  const known = FIELD_NAMES.get(dtoClass);
  if (known !== undefined) return known;
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dtoClass, '', false, false);
  const names = [...new Set(metadata.map((entry) => entry.propertyName))];
  FIELD_NAMES.set(dtoClass, names);
  return names;
}

function nestedFieldOf(dtoClass: DtoClass, field: string): NestedField | undefined {
  for (
    let owner: unknown = dtoClass;
    typeof owner === 'function' && owner !== Function.prototype;
    owner = Object.getPrototypeOf(owner)
  ) {
    const nested = NESTED_FIELDS.get(owner)?.get(field);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/** A nested value built as its DTO when it is a plain object (each item, for an array field); anything else is kept. */
function buildNestedValue(value: unknown, nested: NestedField): unknown {
  if (!nested.each) return buildDtoOrKeep(nested.dtoClass(), value);
  return Array.isArray(value) ? value.map((item: unknown) => buildDtoOrKeep(nested.dtoClass(), item)) : value;
}

/**
 * A T filled from an untrusted value: its decorated own fields, nested DTOs built. A value that is not a plain object
 * gives an empty T, which validation rejects. Validate before use.
 */
export function buildDto<T extends object>(dtoClass: DtoClass<T>, source: unknown): T {
  const target = new dtoClass();
  if (!isPlainRecord(source)) return target;
  const writable = target as Record<string, unknown>;
  for (const field of fieldNamesOf(dtoClass)) {
    if (!Object.hasOwn(source, field)) continue;
    const nested = nestedFieldOf(dtoClass, field);
    writable[field] = nested === undefined ? source[field] : buildNestedValue(source[field], nested);
  }
  return target;
}

/**
 * A T built from a plain object, or the value itself otherwise so that validation rejects it: hence `unknown`, and
 * callers narrow with `instanceof` before use.
 */
export function buildDtoOrKeep(dtoClass: DtoClass, value: unknown): unknown {
  return isPlainRecord(value) ? buildDto(dtoClass, value) : value;
}

/** A T built from the answer to `call` and validated: a malformed answer throws ApiError('BAD_RESPONSE'). */
export function readDto<T extends object>(dtoClass: DtoClass<T>, raw: unknown, call: string): T {
  const dto = buildDto(dtoClass, raw);
  assertValidResponse(dto, call);
  return dto;
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
function assertValidResponse(dto: object, call: string, httpStatus = 200): void {
  const problems = listValidationProblems(dto);
  if (problems.length > 0) {
    throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: ${problems.slice(0, 5).join('; ')}`, httpStatus);
  }
}
