/**
 * Small modules that a site's first screen runs and that lazy chunks share, gathered in one chunk per group
 * (docs/architecture.md#tests-and-measurements). Left to automatic splitting, each is a chunk of its own, a few
 * hundred bytes with its imports and exports: on /login, eleven of them cost about 0.8 KB of gzip and six requests
 * more than these two chunks. Every module listed here is on that first screen, so the groups load nothing a site
 * would not load anyway; a module renamed or gone only falls back to automatic splitting (first-screen-chunks.test.ts
 * names the files).
 */
export const FIRST_SCREEN_MODULES = {
  /** The main app's first screen, and the features after it; not the integration site. */
  'first-screen-shared': [
    'src/composition/port.tokens.ts',
    'src/application/shell/shell.tokens.ts',
    'src/ui/notices/toast-messages.ts',
    'src/ui/messages/message-values.ts',
    'src/ui/components/form-field.tsx',
    'src/ui/shell/language-select.tsx',
    'src/ui/shell/language-picker.tsx',
  ],
  /** The sign-in forms' requests: the login page and the integration site's page, and the features. */
  'sign-in-requests': [
    'src/application/latest-request/latest-request.ts',
    'src/application/latest-request/write-request.ts',
    'src/domain/validation/credentials-validation.ts',
    'src/application/acting-player/acting-player-answer.ts',
  ],
} as const;

/** The build's code-splitting groups for FIRST_SCREEN_MODULES (module ids are absolute paths). */
export function firstScreenChunkGroups(root: string): { name: string; test: (id: string) => boolean }[] {
  const normalised = root.replaceAll('\\', '/').replace(/\/$/, '');
  return Object.entries(FIRST_SCREEN_MODULES).map(([name, files]) => {
    const ids = new Set<string>(files.map((file) => `${normalised}/${file}`));
    return { name, test: (id: string) => ids.has(id.replaceAll('\\', '/')) };
  });
}
