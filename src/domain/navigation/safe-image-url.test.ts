import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safe-image-url';

const ORIGIN = 'https://app.test';

describe('safeImageUrl', () => {
  it('keeps http(s) URLs and paths of this site', () => {
    expect(safeImageUrl('https://cdn.test/a.png', ORIGIN)).toBe('https://cdn.test/a.png');
    expect(safeImageUrl('/images/me.png', ORIGIN)).toBe(`${ORIGIN}/images/me.png`);
  });

  it('keeps a base64 data URL of an accepted image type', () => {
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=', ORIGIN)).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png,<svg>',
    'blob:https://evil.test/1',
    '',
  ])('refuses %j', (raw) => expect(safeImageUrl(raw, ORIGIN)).toBeNull());

  it('refuses null and undefined', () => {
    expect(safeImageUrl(null, ORIGIN)).toBeNull();
    expect(safeImageUrl(undefined, ORIGIN)).toBeNull();
  });

  it('never lets a script or another scheme through, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const safe = safeImageUrl(raw, ORIGIN);
        return safe === null || /^(https?:|data:image\/(png|jpeg|webp);base64,)/.test(safe);
      }),
    );
  });
});
