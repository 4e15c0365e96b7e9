// The credential algorithms against the worked examples of reference §10, verbatim, against what
// the real server 3.6.2 accepted (reference captures, real-server-3.6.2.txt: its key is 16 raw
// bytes the capture does not give, so the signed strings and the Basic values are checked there,
// the hex digests against §10's examples), and the details of the v1 signed text.
import { describe, expect, it } from 'vitest';
import { readV2BasicCredential, v1Signature, v1SignedText, v2BasicCredential, v2BodySignature, v2HmacCredential } from './signatures.ts';

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

describe('the real server 3.6.2 (reference captures, authentication and signature on)', () => {
  // Each capture title shows the string the server's accepted signature was computed over.
  const signed = (query: string, timestamp: string, user: string | undefined, password: string | undefined, path = '/transfers') =>
    v1SignedText({ path, query, timestamp, user, password });

  it('signs GET /transfers?LIMIT=2 by newclient/secret as the server checked it (answered 200)', () => {
    expect(signed('LIMIT=2', '2026-11-21T00:36:10.900Z', 'newclient', 'secret')).toBe(
      '/transfers?limit=2&x-auth-timestamp=2026-11-21T00:36:10.900Z&x-auth-user=newclient&X-Auth-InternalKey=secret',
    );
  });

  it('signs the X-method override in the query like any other argument, sorted after x-auth-user', () => {
    expect(signed('LIMIT=2&X-method=DELETE', '2026-11-21T00:36:11.575Z', 'newclient', 'secret')).toBe(
      '/transfers?limit=2&x-auth-timestamp=2026-11-21T00:36:11.575Z&x-auth-user=newclient&x-method=DELETE&X-Auth-InternalKey=secret',
    );
  });

  it('signs a query-less GET /log and GET /server with the pairs and the internal key only', () => {
    expect(signed('', '2026-11-21T00:36:11.593Z', 'newclient', 'secret', '/log')).toBe('/log?x-auth-timestamp=2026-11-21T00:36:11.593Z&x-auth-user=newclient&X-Auth-InternalKey=secret');
    expect(signed('', '2026-11-21T00:36:11.656Z', 'newclient', 'secret', '/server')).toBe('/server?x-auth-timestamp=2026-11-21T00:36:11.656Z&x-auth-user=newclient&X-Auth-InternalKey=secret');
  });

  it('signs a request without a user with the timestamp only', () => {
    expect(signed('LIMIT=2', '2026-11-21T00:36:11.549Z', undefined, undefined)).toBe('/transfers?limit=2&x-auth-timestamp=2026-11-21T00:36:11.549Z');
  });

  it('writes the v2 Basic value of newclient/secret as sent to the server, and reads it back', () => {
    expect(v2BasicCredential('newclient', 'secret')).toBe('bmV3Y2xpZW50OnNlY3JldA==');
    expect(readV2BasicCredential('bmV3Y2xpZW50OnNlY3JldA==')).toEqual({ user: 'newclient', password: 'secret' });
    expect(v2BasicCredential('hostb', 'x')).toBe('aG9zdGI6eA==');
  });
});

describe('v2 Basic value', () => {
  it('is base64 of user:password (reference §10.2 example: admin/pwd)', () => {
    expect(v2BasicCredential('admin', 'pwd')).toBe('YWRtaW46cHdk');
  });

  it('splits at the first colon, so a password may hold colons; no colon reads as no credential', () => {
    expect(readV2BasicCredential(v2BasicCredential('u', 'a:b'))).toEqual({ user: 'u', password: 'a:b' });
    expect(readV2BasicCredential(Buffer.from('nocolon').toString('base64'))).toBeUndefined();
  });
});
