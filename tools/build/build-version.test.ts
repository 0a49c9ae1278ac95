import { describe, expect, it } from 'vitest';
import { buildVersionOf, gitCommitOf } from './build-version';

describe('the version error reports name', () => {
  it('is the package version with the build id the deployment gives, else the commit, else "local"', () => {
    expect(buildVersionOf('0.1.0', 'ci-1234', () => 'abc123def456')).toBe('0.1.0+ci-1234');
    expect(buildVersionOf('0.1.0', undefined, () => 'abc123def456')).toBe('0.1.0+abc123def456');
    expect(buildVersionOf('0.1.0', '  ', () => null)).toBe('0.1.0+local');
  });

  it('keeps the build id to characters a version may hold', () => {
    expect(buildVersionOf('0.1.0', 'run 7/"x"', () => null)).toBe('0.1.0+run-7--x-');
  });

  it("reads the checkout's commit, and gives null outside a checkout", () => {
    expect(gitCommitOf(import.meta.dirname)).toMatch(/^[0-9a-f]{12}$/);
    expect(gitCommitOf('/')).toBeNull();
  });
});
