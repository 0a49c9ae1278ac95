import { beforeAll } from 'vitest';
import { resetMockBackend } from '../../mocks/mock-backend';

// The mock backend's test files share one module graph per worker (docs/architecture.md#what-the-unit-suite-costs):
// each starts from the seeded world, with no faults, no mails and the clock at its place, as in a graph of its own.
beforeAll(() => resetMockBackend());
