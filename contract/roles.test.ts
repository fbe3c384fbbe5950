import { describe, expect, it } from 'vitest';
import { ROLES } from './resources';
import { roleMay, type Permission } from './roles';

const TABLE: Array<[Permission, string[]]> = [
  ['administer', ['admin']],
  ['editAnyPage', ['admin', 'editor']],
  ['publishAnyPage', ['admin', 'editor']],
  ['publishOwnPages', ['admin', 'editor', 'author']],
  ['createPages', ['admin', 'editor', 'author', 'contributor']],
];

describe('what each role may do', () => {
  it.each(TABLE)('%s: %j and nobody else', (permission, allowed) => {
    expect(ROLES.filter((role) => roleMay(role, permission))).toEqual(allowed);
  });
  it('nobody may do anything signed out', () => {
    for (const [permission] of TABLE) expect(roleMay(null, permission)).toBe(false);
  });
});
