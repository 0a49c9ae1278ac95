// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { usePageMeta } from './page-meta';

afterEach(() => cleanup());

function Page() {
  usePageMeta('robots', 'noindex');
  usePageMeta('referrer', 'no-referrer');
  return null;
}

const content = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

describe('usePageMeta', () => {
  it('sets the tags while the page is shown and removes them when it leaves', () => {
    const page = render(<Page />);
    expect(content('robots')).toBe('noindex');
    expect(content('referrer')).toBe('no-referrer');
    page.unmount();
    expect(content('robots')).toBeNull();
    expect(content('referrer')).toBeNull();
  });

  it('gives a tag the page found its own content back', () => {
    const found = document.createElement('meta');
    found.name = 'referrer';
    found.content = 'strict-origin-when-cross-origin';
    document.head.append(found);
    const page = render(<Page />);
    expect(document.head.querySelectorAll('meta[name="referrer"]')).toHaveLength(1);
    expect(content('referrer')).toBe('no-referrer');
    page.unmount();
    expect(content('referrer')).toBe('strict-origin-when-cross-origin');
    found.remove();
  });
});
