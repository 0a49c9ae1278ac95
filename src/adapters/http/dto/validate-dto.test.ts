import { IsArray, IsInt, IsObject, IsString, ValidateIf } from 'class-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDto, buildDtoOrKeep, listValidationProblems, NestedDto, NestedDtoEach, readDto } from './validate-dto';

class PointDto {
  @IsInt() x!: number;
  @IsInt() y!: number;
}

class ShapeDto {
  @IsString() name!: string;
  @IsObject() @NestedDto(() => PointDto) origin!: PointDto;
  @IsArray() @NestedDtoEach(() => PointDto) corners!: PointDto[];
  @ValidateIf((shape: ShapeDto) => shape.label !== null) @IsString() label!: string | null;
}

class NamedShapeDto extends ShapeDto {
  @IsString() owner!: string;
}

const square = {
  name: 'square',
  origin: { x: 0, y: 0 },
  corners: [
    { x: 0, y: 0 },
    { x: 1, y: 1 },
  ],
  label: null,
};

describe('a DTO class is its own field list (docs/architecture.md#answers-checked-at-the-boundary)', () => {
  it('reads the decorated fields and builds nested DTOs, one and each', () => {
    const shape = readDto(ShapeDto, square, 'GET /shapes');
    expect(shape).toBeInstanceOf(ShapeDto);
    expect(shape.origin).toBeInstanceOf(PointDto);
    expect(shape.corners.every((corner) => corner instanceof PointDto)).toBe(true);
    expect({ ...shape, origin: { ...shape.origin }, corners: shape.corners.map((corner) => ({ ...corner })) }).toEqual(
      square,
    );
  });

  it('keeps nothing the class does not declare, at any depth, whatever the answer carries', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (extra) => {
        const answer = { ...extra, ...square, origin: { ...extra, x: 2, y: 3 } };
        const shape = buildDto(ShapeDto, answer);
        expect(Object.keys(shape).sort()).toEqual(['corners', 'label', 'name', 'origin']);
        expect(Object.keys(shape.origin).sort()).toEqual(['x', 'y']);
      }),
    );
  });

  it('never copies __proto__ or an inherited property', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": true}, "name": "x", "origin": {"x": 1, "y": 1}, "corners": [], "label": "a"}',
    ) as unknown;
    const shape = buildDto(ShapeDto, hostile);
    expect(Object.getPrototypeOf(shape)).toBe(ShapeDto.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(buildDto(PointDto, Object.create({ x: 1, y: 2 }) as unknown)).toEqual({});
  });

  it('a subclass reads its parent’s fields and nested DTOs too', () => {
    const shape = readDto(NamedShapeDto, { ...square, owner: 'Emma' }, 'GET /shapes');
    expect(shape.owner).toBe('Emma');
    expect(shape.origin).toBeInstanceOf(PointDto);
  });

  it('keeps a nested value that is not an object, so that validation refuses the answer', () => {
    expect(buildDtoOrKeep(PointDto, 'oops')).toBe('oops');
    const shape = buildDto(ShapeDto, { ...square, origin: 'oops', corners: [7] });
    expect(listValidationProblems(shape).join('; ')).toMatch(/origin/);
    expect(() => readDto(ShapeDto, { ...square, corners: 'none' }, 'GET /shapes')).toThrow(
      /Malformed answer to GET \/shapes: corners/,
    );
  });

  it('an answer that is not an object gives an empty DTO that validation refuses', () => {
    for (const answer of [null, 42, 'text', [square]]) {
      expect(() => readDto(ShapeDto, answer, 'GET /shapes')).toThrow(/BAD_RESPONSE|Malformed answer/);
    }
  });
});
