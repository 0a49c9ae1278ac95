import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock backend under msw/node, for tests: `server.listen()` in beforeAll, then plain
 * `fetch('http://localhost/api/...')`. Each test file gets its own in-memory world (vitest
 * isolates modules per file); call `resetMockBackend()` from './mock-backend' to start over.
 */
export const server = setupServer(...handlers);

/** The player API base tests call. */
export const MOCK_API_BASE = 'http://localhost/api';
