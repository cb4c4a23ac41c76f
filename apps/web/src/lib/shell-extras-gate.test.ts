import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// the gate is the page load's: each test takes a fresh copy of the module
const freshGate = async () => {
  vi.resetModules();
  return import('./shell-extras-gate');
};

/** Whether the promise has settled once pending timers and frames have run. */
const settled = async (promise: Promise<void>, advanceMs = 0) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(advanceMs);
  return done;
};

describe('the shell extras gate', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('lets the extras load at once when no page holds them', async () => {
    const gate = await freshGate();
    expect(await settled(gate.shellExtrasMayLoad())).toBe(true);
  });

  it('keeps them back until the page releases them, then a frame and a task later', async () => {
    const gate = await freshGate();
    gate.holdShellExtras();
    const mayLoad = gate.shellExtrasMayLoad();
    expect(await settled(mayLoad, 1000)).toBe(false);
    gate.releaseShellExtras();
    expect(await settled(mayLoad, 50)).toBe(true);
  });

  it('lets them load at the limit should the page never release them', async () => {
    const gate = await freshGate();
    gate.holdShellExtras();
    const mayLoad = gate.shellExtrasMayLoad();
    expect(await settled(mayLoad, gate.SHELL_EXTRAS_HOLD_LIMIT_MS - 100)).toBe(false);
    expect(await settled(mayLoad, 200)).toBe(true);
  });

  it('ignores a hold once the extras have been let through', async () => {
    const gate = await freshGate();
    await gate.shellExtrasMayLoad();
    gate.holdShellExtras();
    expect(await settled(gate.shellExtrasMayLoad())).toBe(true);
  });
});
