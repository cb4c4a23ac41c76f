import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { PASSWORD_HASHING } from '../../config/tunables';

/**
 * bcrypt on threads of the lowest priority. bcrypt's async calls run on libuv's shared
 * pool at the event loop's priority, so when CPU is scarce (a container's quota, a busy host) each hash takes CPU
 * from the requests one for one. Here each hash runs synchronously on a worker thread that puts itself in Linux's
 * SCHED_IDLE class (`chrt --idle`, per thread): it gets a free core whole, and gives it up the moment a request's
 * thread wakes. At nice 10 (the fallback, where `chrt` is missing) it may keep the core for up to a time slice
 * per wake-up: a busy loop at nice 10 beside a 10/s read raised the read's p95 from 4.4-5.0 to 4.9-6.6 ms, one
 * in SCHED_IDLE left it as it was. The HashingGate keeps at most one hash per worker.
 *
 * The worker's code is inline (eval) so that the bundled dist/main.js (tsup) needs no second entry file; it
 * loads bcrypt from the path this module resolves.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
try {
  // this thread's id, as Linux numbers threads ('<pid>/task/<tid>')
  const tid = require('node:fs').readlinkSync('/proc/thread-self').split('/').pop();
  const { execFileSync } = require('node:child_process');
  execFileSync('chrt', ['--idle', '-p', '0', tid], { stdio: 'ignore', timeout: 5000 });
} catch {
  try { os.setPriority(workerData.nice); } catch { /* a platform without per-thread priority: run as is */ }
}
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, op, password, hash, cost }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

interface Slot {
  worker: Worker;
  /** Jobs sent and not answered yet, by id. */
  pending: Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>;
}

const bcryptPath = createRequire(import.meta.url).resolve('bcrypt');
const slots: Slot[] = [];
let nextId = 0;

function startWorker(): Slot {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { bcryptPath, nice: PASSWORD_HASHING.nice },
  });
  // idle workers must not keep a finished process (a test run, a drained server) alive
  worker.unref();
  const slot: Slot = { worker, pending: new Map() };
  worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const job = slot.pending.get(message.id);
    slot.pending.delete(message.id);
    if (slot.pending.size === 0) worker.unref();
    if (message.error !== undefined) job?.reject(new Error(message.error));
    else job?.resolve(message.result);
  });
  worker.on('error', (err) => {
    // a crashed worker: its jobs fail (sign-in answers 500 once), a new worker takes its place
    for (const job of slot.pending.values()) job.reject(err);
    slot.pending.clear();
    slots.splice(slots.indexOf(slot), 1);
  });
  slots.push(slot);
  return slot;
}

/** Runs one bcrypt job on the least busy worker, starting workers up to the number of cores. */
function run<T>(job: Job): Promise<T> {
  const idle = slots.find((s) => s.pending.size === 0);
  const slot =
    idle ??
    (slots.length < os.availableParallelism()
      ? startWorker()
      : slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a)));
  const id = (nextId += 1);
  slot.worker.ref();
  return new Promise<T>((resolve, reject) => {
    slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    slot.worker.postMessage({ id, ...job });
  });
}

export const bcryptHash = (password: string, cost: number) => run<string>({ op: 'hash', password, cost });
export const bcryptCompare = (password: string, hash: string) =>
  run<boolean>({ op: 'compare', password, hash });
