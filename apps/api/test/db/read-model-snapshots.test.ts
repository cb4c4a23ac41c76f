import { describe, expect, it } from 'vitest';
import { readModelSnapshots, SNAPSHOT_COMMAND } from '../../src/db/read-model-snapshots';

describe('read model snapshots', () => {
  it('hold every read model statement as it is compiled now, and nothing else', async () => {
    const snapshots = await readModelSnapshots();
    expect(snapshots.filter((s) => s.expected !== null).length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      const why = snapshot.expected === null ? 'written by no read model' : 'stale';
      expect(snapshot.actual, `${snapshot.shown} is ${why}: run ${SNAPSHOT_COMMAND}`).toBe(snapshot.expected);
    }
  });
});
