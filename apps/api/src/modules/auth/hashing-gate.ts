import { SERVICE_TEXTS } from '@shortlist/contracts';
import type { HashingGate } from '../../deps';
import { AppError } from '../../http/app-error';

/**
 * Bounds password hashing. bcrypt at production cost takes a core for about a quarter of a
 * second and runs on libuv's thread pool (4 threads): unbounded, a burst of sign-ins from many addresses takes
 * every core and every pool thread, and every other route waits behind it. The gate lets `slots` hashes run at
 * once (by default half the cores, at least one), queues up to `queueMax` more in arrival order, and refuses
 * the rest at once with 503 + Retry-After (the error handler adds the header) instead of letting them pile up.
 */
export const busy = () => new AppError('SERVICE_UNAVAILABLE', SERVICE_TEXTS.busy);

export function createHashingGate(options: { slots: number; queueMax: number }): HashingGate {
  const slots = Math.max(1, options.slots);
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    get hasRoom() {
      return running < slots || queue.length < options.queueMax;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run(work) {
      if (running < slots) running += 1;
      else if (queue.length < options.queueMax) {
        // the slot is handed over by release(): `running` stays as it is
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        throw busy();
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
