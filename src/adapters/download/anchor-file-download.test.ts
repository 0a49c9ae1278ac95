// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { AnchorFileDownload, OBJECT_URL_LIFETIME_MS } from './anchor-file-download';

function setUp() {
  const clock = new FakeClock();
  const urls = {
    createObjectURL: vi.fn((_blob: Blob) => 'blob:http://localhost/1234'),
    revokeObjectURL: vi.fn((_url: string) => undefined),
  };
  const clicked: { href: string; download: string; inDocument: boolean }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
  });
  return { clock, urls, clicked, click, download: new AnchorFileDownload(document, urls, clock.scheduler) };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('AnchorFileDownload', () => {
  it('clicks a download link to an object URL of the Blob, under the file name, then takes the link away', () => {
    const { urls, clicked, download } = setUp();
    const blob = new Blob(['elapsed_s\r\n'], { type: 'text/csv;charset=utf-8' });
    download.save('2026-11-03 Morning run.csv', blob);
    expect(urls.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/1234', download: '2026-11-03 Morning run.csv', inDocument: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
  });

  it('revokes the object URL after its lifetime, not before', () => {
    const { clock, urls, download } = setUp();
    download.save('a.tcx', new Blob(['<x/>']));
    clock.advanceBy(OBJECT_URL_LIFETIME_MS - 1);
    expect(urls.revokeObjectURL).not.toHaveBeenCalled();
    clock.advanceBy(1);
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1234');
  });

  it('a click that throws still removes the link and revokes the URL', () => {
    const { clock, urls, click, download } = setUp();
    click.mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => download.save('a.csv', new Blob(['x']))).toThrow('blocked');
    expect(document.querySelector('a')).toBeNull();
    clock.advanceBy(OBJECT_URL_LIFETIME_MS);
    expect(urls.revokeObjectURL).toHaveBeenCalledTimes(1);
  });
});
