import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bcryptCompare, bcryptHash } from '../../src/modules/auth/hashing-workers';

/** Linux's scheduling policy of each thread of this process (field 41 of /proc/<pid>/task/<tid>/stat). */
function threadPolicies(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // the fields after the name, which may hold spaces: state is field 3, policy field 41
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[41 - 3]);
  });
}

const SCHED_IDLE = 5;
const linux = process.platform === 'linux';

describe('password hashing workers', () => {
  it('hash and compare on a worker thread', async () => {
    const hash = await bcryptHash('secret123', 4);
    expect(await bcryptCompare('secret123', hash)).toBe(true);
    expect(await bcryptCompare('wrong', hash)).toBe(false);
  });

  it.runIf(linux)('run in the SCHED_IDLE class, so a waking request never waits for a hash', async () => {
    await bcryptHash('secret123', 4);
    // the class is set when a worker starts; the event loop and every other thread stay as they were
    const policies = threadPolicies();
    expect(policies.filter((p) => p === SCHED_IDLE).length).toBeGreaterThanOrEqual(1);
    expect(policies.filter((p) => p !== SCHED_IDLE).length).toBeGreaterThan(1);
  });
});
