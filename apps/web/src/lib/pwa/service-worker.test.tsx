import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

/**
 * "New version available - reload": offered only when a new service worker waits to replace one
 * that controls the page (found at registration or installed during the visit), never on the first install;
 * "Reload" tells the waiting one to take over.
 */

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** The module afresh (its waiting worker is module state), registered against a fake browser. */
async function register({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = new FakeRegistration();
  registration.waiting = waiting ?? null;
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubEnv('PROD', true);
  vi.resetModules();
  const pwa = await import('./service-worker');
  pwa.registerServiceWorker();
  const { result } = renderHook(() => pwa.useUpdateAvailable());
  await act(async () => {
    window.dispatchEvent(new Event('load'));
    await Promise.resolve();
  });
  return { pwa, registration, container, available: () => result.current };
}

beforeEach(() => vi.unstubAllEnvs());
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the new-version prompt', () => {
  it('is offered for a version installed during an earlier visit, and Reload tells it to take over', async () => {
    const next = new FakeWorker();
    const { pwa, container, available } = await register({ controlled: true, waiting: next });
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(available()).toBe(true);
    pwa.activateUpdate();
    expect(next.postMessage).toHaveBeenCalledWith('SKIP_WAITING');
  });

  it('is offered once a version found during the visit has installed', async () => {
    const { registration, available } = await register({ controlled: true });
    expect(available()).toBe(false);
    const next = new FakeWorker();
    act(() => registration.update(next));
    expect(available()).toBe(false);
    act(() => next.install());
    expect(available()).toBe(true);
  });

  it('is not offered on the first install, with no version to replace', async () => {
    const { registration, available } = await register({ controlled: false });
    const first = new FakeWorker();
    act(() => registration.update(first));
    act(() => first.install());
    expect(available()).toBe(false);
  });
});
