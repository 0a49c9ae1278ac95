import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MODULES, firstScreenChunkGroups } from './first-screen-chunks';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the first screens’ shared chunks', () => {
  it('name files that exist', () => {
    for (const file of Object.values(FIRST_SCREEN_MODULES).flat()) expect(existsSync(path.join(ROOT, file))).toBe(true);
  });

  it('capture their modules by absolute id, and nothing else', () => {
    const [firstScreen, requests] = firstScreenChunkGroups('/repo/');
    expect(firstScreen?.name).toBe('first-screen-shared');
    expect(firstScreen?.test('/repo/src/composition/port.tokens.ts')).toBe(true);
    expect(firstScreen?.test('/repo/src/composition/port.tokens.test.ts')).toBe(false);
    expect(requests?.test('C:\\repo\\src\\application\\latest-request\\latest-request.ts')).toBe(false);
    expect(
      firstScreenChunkGroups('C:\\repo')[1]?.test('C:\\repo\\src\\application\\latest-request\\latest-request.ts'),
    ).toBe(true);
  });
});
