import { spawnSync } from 'node:child_process';

/**
 * The version an error report names (docs/architecture.md#error-reporting): the package version, then a build id
 * after a `+` (semver's build metadata), so a report can be matched to its build and its source maps. The id is
 * PULSEBOARD_BUILD_ID when the deployment sets one (a CI run number, say), else the checkout's commit, else `local`.
 */
export function buildVersionOf(
  packageVersion: string,
  buildId: string | undefined,
  commit: () => string | null,
): string {
  const id = buildId?.trim() || commit() || 'local';
  return `${packageVersion}+${id.replace(/[^\w.-]/g, '-')}`;
}

/** The short commit of the checkout in `dir`, or null outside a git checkout (an unpacked archive). */
export function gitCommitOf(dir: string): string | null {
  const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() || null : null;
}
