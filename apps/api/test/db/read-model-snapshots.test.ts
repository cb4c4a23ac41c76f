import { describe, expect, it } from 'vitest';
import { readModelSnapshots, SNAPSHOT_COMMAND } from '../../src/db/read-model-snapshots';

describe('read model snapshots', () => {
  it('hold every read model statement as it is compiled now', async () => {
    const snapshots = await readModelSnapshots();
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots)
      expect(snapshot.actual, `${snapshot.shown} is stale: run ${SNAPSHOT_COMMAND}`).toBe(snapshot.expected);
  });
});
