import { defineFeature } from '../../routing/feature';

/**
 * The signed-in layout (sidebar, activation banner): no route of its own; its view-models are
 * bound when the first signed-in page opens, so the login page does not download them.
 */
export const shellFeature = defineFeature({
  name: 'shell',
  routes: [],
  bindings: async () => (await import('../../../composition/shell.bindings')).bindShellFeature,
});
