import inspector from 'node:inspector';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * BENCH_CPU_PROFILE=<dir>: a CPU profile of this process (API and load generator) over each row's measured
 * window only, one .cpuprofile per row and one of the fairness block's first segment during sign-ins (open it in
 * Chrome's DevTools or read it with any profile viewer).
 */
export async function startProfile() {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return undefined;
  const session = new inspector.Session();
  session.connect();
  const post = <T>(method: string) =>
    new Promise<T>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result as T))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = await post<{ profile: unknown }>('Profiler.stop');
      session.disconnect();
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${name.replace(/[^\w]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    },
  };
}
