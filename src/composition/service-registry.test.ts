import { describe, expect, it } from 'vitest';
import { serviceToken } from '../application/service-token';
import { featureContainerOver } from './feature-container';
import { ServiceRegistry } from './service-registry';

const COUNTER = serviceToken<{ readonly id: number }>('test.registry-counter');
const FORM = serviceToken<{ readonly id: number }>('test.registry-form');

function registryCounting(): { services: ServiceRegistry; made: () => number } {
  let made = 0;
  const services = new ServiceRegistry()
    .singleton(COUNTER, () => ({ id: ++made }))
    .perMount(FORM, () => ({ id: ++made }));
  return { services, made: () => made };
}

describe('the first-screen services', () => {
  it('makes nothing until asked, a singleton once and a per-mount service on every get', () => {
    const { services, made } = registryCounting();
    expect(made()).toBe(0);
    expect(services.get(COUNTER)).toBe(services.get(COUNTER));
    expect(services.get(FORM)).not.toBe(services.get(FORM));
    expect(made()).toBe(3);
  });

  it('takes a fake in place of a service not yet used, and refuses once it is in use', () => {
    const { services } = registryCounting();
    services.singleton(COUNTER, () => ({ id: 99 }));
    expect(services.get(COUNTER).id).toBe(99);
    expect(() => services.singleton(COUNTER, () => ({ id: 100 }))).toThrow(/already in use/);
  });

  it('names the token it has nothing for', () => {
    expect(() => new ServiceRegistry().get(COUNTER)).toThrow(/pulseboard\.test\.registry-counter/);
  });

  it('gives the features’ container the same instances, and a new form per mount', () => {
    const { services } = registryCounting();
    const container = featureContainerOver(services);
    expect(container.get(COUNTER)).toBe(services.get(COUNTER));
    expect(container.get(FORM)).not.toBe(container.get(FORM));
  });
});
