import { afterEach, describe, expect, it, vi } from 'vitest';
import { Container } from 'inversify';
import { serviceToken } from '../application/service-token';
import { ChunkLoadError } from '../lazy-load/chunk-load';
import type { BindFeature, FeatureBindings } from './feature-bindings';
import { resolverOf } from './feature-resolver';

afterEach(() => {
  vi.useRealTimers();
});

/** The probe's bindings need no API client. */
const noHttp = () => {
  throw new Error('The probe calls no API');
};
const GREETING = serviceToken<string>('test.resolver-greeting');
const bindGreeting: BindFeature = (container) => void container.bind(GREETING).toConstantValue('Bound');

function featureWith(bindings: FeatureBindings['bindings']): FeatureBindings {
  return { name: 'probe', bindings };
}

describe('the resolver loads a feature’s bindings', () => {
  it('forgets a failed load, so that the next one loads the chunk again', async () => {
    const bindings = vi
      .fn<() => Promise<BindFeature>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(bindGreeting);
    const resolver = resolverOf(new Container(), () => Promise.resolve([featureWith(bindings)]), noHttp);

    await expect(resolver.load('probe')).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(resolver.load('probe')).resolves.toBeUndefined();
    expect(resolver.get(GREETING)).toBe('Bound');
    expect(bindings).toHaveBeenCalledTimes(2);
  });

  it('gives up after 120 s, and a chunk that arrives after that binds nothing: the next load binds once', async () => {
    vi.useFakeTimers();
    let arrive: (bind: BindFeature) => void = () => undefined;
    const bindings = vi
      .fn<() => Promise<BindFeature>>()
      .mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)))
      .mockResolvedValue(bindGreeting);
    const resolver = resolverOf(new Container(), () => Promise.resolve([featureWith(bindings)]), noHttp);

    const first = resolver.load('probe');
    const outcome = first.then(
      () => 'bound',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(() => resolver.get(GREETING)).toThrow();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);

    arrive(bindGreeting);
    await resolver.load('probe');
    // A second binding would make the token ambiguous, and get would throw.
    expect(resolver.get(GREETING)).toBe('Bound');
  });

  it('keeps a successful load: every later call gets the same settled promise', async () => {
    const bindings = vi.fn<() => Promise<BindFeature>>().mockResolvedValue(bindGreeting);
    const resolver = resolverOf(new Container(), () => Promise.resolve([featureWith(bindings)]), noHttp);
    const first = resolver.load('probe');
    await first;
    expect(resolver.load('probe')).toBe(first);
    expect(bindings).toHaveBeenCalledOnce();
  });
});
