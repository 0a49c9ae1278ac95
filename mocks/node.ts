import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock backend under msw/node, for tests: `server.listen()` in beforeAll, then plain
 * `fetch('http://localhost/api/...')`. Each test file starts from the seeded in-memory world (the
 * `mock-backend` test project resets it before a file, docs/architecture.md#what-the-unit-suite-costs);
 * call `resetMockBackend()` from './mock-backend' to start over within a file.
 */
export const server = setupServer(...handlers);

/** The player API base tests call. */
export const MOCK_API_BASE = 'http://localhost/api';
