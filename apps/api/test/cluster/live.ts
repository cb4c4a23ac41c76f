import type { LiveChange } from '@shortlist/contracts';
import { connectSse } from '../live/sse-client';
import { api } from './harness';
import type { Instance } from './instance';

/** How soon an edit through one instance must reach a stream on the other. */
const WITHIN_MS = 1_000;

/**
 * the two-instance check: the owner and a stranger hold live streams on B (tickets issued by A: the
 * counters are shared); the owner renames a folder through A. PostgreSQL's NOTIFY carries the event to B, whose
 * hub sends it to the owner within a second, and never to the stranger.
 */
export async function checkLiveAcrossInstances(input: {
  a: Instance;
  b: Instance;
  token: string;
  check: (name: string, ok: boolean, detail?: string) => void;
}): Promise<void> {
  const { a, b, token, check } = input;
  const name =
    'a live edit through one instance reaches a stream on the other within a second (and no stranger)';
  const stranger = await api('POST', `${b.url}/api/auth/sign-up`, {
    email: 'cluster-stranger@example.com',
    password: 'secret123',
    fullName: 'Cluster Stranger',
    nickname: 'cluster_stranger',
  });
  const strangerToken = stranger.body.accessToken as string;
  const folder = await api('POST', `${a.url}/api/folders`, { name: 'Live' }, token);
  const folderId = folder.body.id as string;
  const ticket = async (bearer: string) =>
    (await api('POST', `${a.url}/api/events/ticket`, undefined, bearer)).body.ticket as string;
  const [ownerStream, strangerStream] = await Promise.all([
    connectSse(b.url, `/api/events?ticket=${encodeURIComponent(await ticket(token))}`),
    connectSse(b.url, `/api/events?ticket=${encodeURIComponent(await ticket(strangerToken))}`),
  ]);
  try {
    if (ownerStream.status !== 200 || strangerStream.status !== 200) {
      check(name, false, `streams on b answered ${ownerStream.status} and ${strangerStream.status}`);
      return;
    }
    await Promise.all([ownerStream, strangerStream].map((s) => s.waitFor((e) => e.event === 'ready', 5_000)));
    const names = (e: { event: string; data: unknown }) =>
      e.event === 'change' && (e.data as LiveChange).folders.includes(folderId);
    const started = Date.now();
    const renamed = await api('PATCH', `${a.url}/api/folders/${folderId}`, { name: 'Live, renamed' }, token);
    let heardAfter = -1;
    try {
      await ownerStream.waitFor(names, 5_000);
      heardAfter = Date.now() - started;
    } catch {
      // not heard within 5 s: reported below
    }
    const strangerHeard = strangerStream.events.filter(names).length;
    check(
      name,
      folder.status === 201 &&
        renamed.status === 200 &&
        heardAfter >= 0 &&
        heardAfter <= WITHIN_MS &&
        strangerHeard === 0,
      `rename through a: ${renamed.status}; the owner's stream on b heard it after ${heardAfter < 0 ? 'more than 5000' : heardAfter} ms; the stranger's stream heard ${strangerHeard} events about it`,
    );
  } finally {
    await Promise.all([ownerStream.stop(), strangerStream.stop()]);
  }
}
