// The role-set parser of reference §9.6/§10.3 (the signing functions are tested beside their code,
// contract/wire/signatures.test.ts).
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../contract/index.ts';
import { parseRoles, roleMask } from '../../fake-server/auth/index.ts';

describe('role sets (reference §9.6)', () => {
  it('reads names separated by spaces or pipes, in any case, composites included', () => {
    expect(roleMask('READONLY TRANSFER')).toBe(ROLES.PARTNER);
    expect(roleMask('partner|rule host')).toBe(ROLES.CONFIGADMIN);
    expect(roleMask('FULLADMIN')).toBe(ROLES.FULLADMIN);
  });

  it('ignores unknown names, NOACCESS and commas-joined names (not a separator on the real server)', () => {
    expect(roleMask('NOACCESS')).toBe(ROLES.NOACCESS);
    expect(roleMask('SYSTEM bogus')).toBe(ROLES.SYSTEM);
    expect(roleMask('READONLY,TRANSFER')).toBe(ROLES.NOACCESS);
  });

  it('maps each roleid to its set, adds up repeated entries and decodes XML text', () => {
    const roles = parseRoles(
      '<roles><role><roleid>a</roleid><roleset>HOST</roleset></role><role><roleid> a </roleid><roleset>LIMIT</roleset></role>' +
        '<role><roleid>b&amp;c</roleid><roleset>SYSTEM</roleset></role><role><roleid>d</roleid><roleset/></role><role><roleset>HOST</roleset></role></roles>',
    );
    expect([...roles]).toEqual([
      ['a', ROLES.HOST | ROLES.LIMIT],
      ['b&c', ROLES.SYSTEM],
      ['d', ROLES.NOACCESS],
    ]);
  });

  it('reads nothing from an empty or missing ROLES text', () => {
    expect(parseRoles(null).size).toBe(0);
    expect(parseRoles('').size).toBe(0);
    expect(parseRoles('<roles></roles>').size).toBe(0);
  });
});
