import 'reflect-metadata';
import { loadUserChecks } from '../../src/adapters/http/user-checks-loader';

// The app loads the user's checks (class-validator) before it reads a stored user: before a stored session is
// restored (sessionRestored) and before another tab's change is followed (ChangesHeldUntil). Unit tests of the
// stores and view-models start with them loaded, whichever file ran first in a shared module graph.
await loadUserChecks();
