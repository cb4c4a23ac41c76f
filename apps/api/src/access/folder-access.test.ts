import { COLLABORATOR_ROLES, type CollaboratorRole } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { type ChainRow, type ItemFolder, itemChainsOf } from './access.repository';
import {
  accessFromChain,
  type FolderAccess,
  groupChains,
  itemsAccessFromChains,
  itemsAccessFromFolderChains,
} from './folder-access';

/** A small deterministic random source, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

const PEOPLE = ['u1', 'u2', 'u3', 'u4', 'u5'];

/** Chains of `folderCount` folders in a few trees, as the statement's chain rows (start, then depth). */
function chainRows(random: ReturnType<typeof randomSource>, folderCount: number): ChainRow[] {
  const rows: ChainRow[] = [];
  for (let f = 0; f < folderCount; f++) {
    const depth = Math.floor(random.next() * 4);
    // a broken chain (its root row missing) now and then: nobody sees it
    const broken = random.next() < 0.05;
    const owner = random.pick(PEOPLE);
    for (let d = 0; d <= depth; d++) {
      if (broken && d === depth && d > 0) break;
      const roles: Record<string, CollaboratorRole> = {};
      for (const person of PEOPLE) if (random.next() < 0.2) roles[person] = random.pick(COLLABORATOR_ROLES);
      rows.push({
        startId: `f${f}`,
        id: d === 0 ? `f${f}` : `f${f}-up${d}`,
        name: `Folder ${f} ${d}`,
        parentFolderId: d === depth ? null : `f${f}-up${d + 1}`,
        ownerId: owner,
        depth: d,
        collaboratorRoles: roles,
        privateTo: null,
      });
    }
  }
  return rows;
}

describe('itemsAccessFromFolderChains', () => {
  it('answers what itemsAccessFromChains answers for the items own chains, over 3,000 random cases', () => {
    const random = randomSource(13);
    for (let n = 0; n < 3_000; n++) {
      const folderCount = 1 + Math.floor(random.next() * 4);
      const rows = chainRows(random, folderCount);
      const items: ItemFolder[] = [];
      const itemCount = 1 + Math.floor(random.next() * 6);
      for (let i = 0; i < itemCount; i++)
        items.push([
          `i${i}`,
          // now and then a folder whose chain was not read
          random.next() < 0.05 ? 'f-missing' : `f${Math.floor(random.next() * folderCount)}`,
          random.next() < 0.3 ? random.pick(PEOPLE) : null,
        ]);
      const viewer = random.pick(PEOPLE);
      const expected = itemsAccessFromChains(viewer, itemChainsOf(rows, items));
      const chains = groupChains(rows);
      expect(itemsAccessFromFolderChains(viewer, chains, items), `case ${n}`).toEqual(expected);
      // with a folder's access decided already, as compare passes the compared folder's
      const decided = new Map<string, FolderAccess | null>([
        ['f0', accessFromChain(viewer, chains.get('f0')!)],
      ]);
      expect(itemsAccessFromFolderChains(viewer, chains, items, decided), `case ${n}`).toEqual(expected);
    }
  });
});
