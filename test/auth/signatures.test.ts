// The signing functions against the worked examples of reference §10, verbatim, and the details
// of the v1 signed text; the role-set parser of reference §9.6/§10.3.
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../contract/index.ts';
import { parseRoles, roleMask, v1Signature, v1SignedText, v2BodySignature, v2HmacCredential } from '../../fake-server/auth/index.ts';

const TS = '2024-01-01T00:00:00.000Z';

describe('v1 signature (reference §10.1 worked examples)', () => {
  it('signs GET /transfers?LIMIT=5 for admin/pwd', () => {
    const text = v1SignedText({ path: '/transfers', query: 'LIMIT=5', timestamp: TS, user: 'admin', password: 'pwd' });
    expect(text).toBe('/transfers?limit=5&x-auth-timestamp=2024-01-01T00:00:00.000Z&x-auth-user=admin&X-Auth-InternalKey=pwd');
    expect(v1Signature('secret-key', text)).toBe('a6ecbfa18bc1835e218a590e3b26659982f7f12b6804deaaa82c1d6f0f578578');
  });

  it('signs an unauthenticated GET /log with only a timestamp', () => {
    const text = v1SignedText({ path: '/log', query: '', timestamp: TS });
    expect(text).toBe('/log?x-auth-timestamp=2024-01-01T00:00:00.000Z');
    expect(v1Signature('secret-key', text)).toBe('7e5901e9e4264cd4d8c06941fb7136504b58b9aa0c8efcc93b29d14e40eaf4c4');
  });
});

describe('v1 signed text', () => {
  const text = (query: string, more: { user?: string; password?: string } = {}) => v1SignedText({ path: '/transfers', query, timestamp: TS, ...more });

  it('leaves X-Auth-Key out, whatever its case', () => {
    expect(text('LIMIT=5&x-auth-KEY=abc')).toBe(text('LIMIT=5'));
  });

  it('uses the effective user and timestamp, not the query copies', () => {
    expect(text('X-Auth-User=mallory&X-Auth-Timestamp=1999-01-01', { user: 'admin' })).toBe('/transfers?x-auth-timestamp=2024-01-01T00:00:00.000Z&x-auth-user=admin');
  });

  it('lower-cases keys, keeps values as sent (decoded), and sorts by key', () => {
    expect(text('ORDERBYID=true&IDRULE=send%20x&A=B+C')).toBe('/transfers?a=B C&idrule=send x&orderbyid=true&x-auth-timestamp=2024-01-01T00:00:00.000Z');
  });

  it('takes the last value of a repeated argument, grouped by the key as sent', () => {
    expect(text('LIMIT=5&LIMIT=7')).toContain('limit=7&');
    expect(text('LIMIT=5&limit=3&LIMIT=7')).toContain('limit=3&');
  });

  it('signs an empty value as `k=`', () => {
    expect(text('PENDING')).toBe('/transfers?pending=&x-auth-timestamp=2024-01-01T00:00:00.000Z');
  });

  it('appends the internal key last, unsorted and not lower-cased', () => {
    expect(text('ZZZ=1', { user: 'u', password: 'P w' })).toBe('/transfers?x-auth-timestamp=2024-01-01T00:00:00.000Z&x-auth-user=u&zzz=1&X-Auth-InternalKey=P w');
  });

  it('gives a different signature for another key, password or query', () => {
    const base = v1Signature('secret-key', text('LIMIT=5', { user: 'admin', password: 'pwd' }));
    expect(v1Signature('other-key', text('LIMIT=5', { user: 'admin', password: 'pwd' }))).not.toBe(base);
    expect(v1Signature('secret-key', text('LIMIT=5', { user: 'admin', password: 'pwe' }))).not.toBe(base);
    expect(v1Signature('secret-key', text('LIMIT=6', { user: 'admin', password: 'pwd' }))).not.toBe(base);
  });
});

describe('v2 signatures (reference §10.2 worked examples)', () => {
  it('computes the HMAC credential over timestamp + user + password', () => {
    expect(v2HmacCredential('secret-key', TS, 'admin', 'pwd')).toBe('74fdc9e56eef01290f668118b47024e5865615b7e850e220d3bc8867dcf5a38e');
  });

  it('computes the body signature over Authorization + body + URI + method', () => {
    expect(v2BodySignature('secret-key', 'Basic YWRtaW46cHdk', '{}', '/v2/limits', 'POST')).toBe('1bc62069779d8086ebae02579cf802bdd220dbba3760c7562eb695a3ccf77210');
  });
});

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
