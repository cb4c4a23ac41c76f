import { describe, expect, it } from 'vitest';
import { FOLDER_ROLES, type FolderNeed, roleAllows, strongerRole } from './roles';

describe('roles', () => {
  it('allows each role exactly its needs, weakest first', () => {
    const needs: FolderNeed[] = ['view', 'rate', 'edit', 'own'];
    const table = Object.fromEntries(
      FOLDER_ROLES.map((role) => [role, needs.filter((need) => roleAllows(role, need))]),
    );
    expect(table).toEqual({
      viewer: ['view'],
      rater: ['view', 'rate'],
      editor: ['view', 'rate', 'edit'],
      owner: ['view', 'rate', 'edit', 'own'],
    });
  });

  it('keeps the stronger of two rows', () => {
    expect(strongerRole('viewer', 'editor')).toBe('editor');
    expect(strongerRole('rater', 'viewer')).toBe('rater');
  });
});
