import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. This lock file
 * (holding the owner's pid) makes a second start refuse with a clear message; a lock left by a process that
 * no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'shortlist.lock');
  const take = () => writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    take();
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The data folder ${dir} is in use by another Shortlist process (pid ${owner}). Stop it, or set DATA_DIR to another folder.`,
      );
    }
    rmSync(file, { force: true });
    take();
  }
  return () => rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
