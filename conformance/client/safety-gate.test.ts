// The client's safety gates follow the operations table's `effect` (DESIGN §6a): one request of
// each effect, v1 and v2, needs the option the design names, and a client without it refuses the
// request before anything reaches the target. Requests that are no operation keep the old rule.
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationEffect } from '../../contract/index.ts';
import type { Target } from '../targets/target.ts';
import { Client, type CallRequest, type Permissions } from './client.ts';
import { ALLOW_OPTION, missingPermission, neededPermission, SafetyRefusal } from './safety-gate.ts';

const needed = (req: CallRequest) => neededPermission(req)?.needed;

describe('the safety gate of each effect', () => {
  it.each<[string, CallRequest, keyof Permissions | undefined]>([
    ['reads (v1)', { method: 'GET', path: '/transfers' }, undefined],
    ['reads (v2)', { method: 'GET', path: '/v2/hosts/x' }, undefined],
    ['reads (v2 OPTIONS)', { method: 'OPTIONS', path: '/v2/server/shutdown' }, undefined],
    ['writes (v1)', { method: 'POST', path: '/hosts', body: {} }, 'writes'],
    ['writes (v2)', { method: 'DELETE', path: '/v2/transfers/1_b' }, 'writes'],
    ['writes (v2 action)', { method: 'PUT', path: '/v2/transfers/1_b/cancel' }, 'writes'],
    ['exports (v1 /log)', { method: 'GET', path: '/log', body: { purge: false } }, 'writes'],
    ['exports (v2 logs)', { method: 'GET', path: '/v2/server/logs', query: { purge: 'false' } }, 'writes'],
    ['exports (v2 config)', { method: 'GET', path: '/v2/server/config', query: { exportHosts: true } }, 'writes'],
    ['a v1 purge', { method: 'GET', path: '/log', body: { purge: true } }, 'purge'],
    ['a v1 purge as text (3.6.2 reads it as true)', { method: 'GET', path: '/log', body: { purge: 'yes' } }, 'purge'],
    ['a v2 purge', { method: 'GET', path: '/v2/server/logs', query: { purge: 'true' } }, 'purge'],
    ['a v2 purge in any case', { method: 'GET', path: '/v2/server/logs/', query: { purge: 'TRUE' } }, 'purge'],
    ['imports', { method: 'PUT', path: '/v2/server/config', query: { hostsFile: '/nowhere.xml' } }, 'configImport'],
    ['stops (v1)', { method: 'PUT', path: '/server', body: {} }, 'shutdown'],
    ['stops (v2 shutdown)', { method: 'PUT', path: '/v2/server/shutdown' }, 'shutdown'],
    ['stops (v2 restart)', { method: 'PUT', path: '/v2/server/restart' }, 'shutdown'],
    ['stops (v2 deactivate)', { method: 'PUT', path: '/v2/server/deactivate' }, 'shutdown'],
    ['limits (v1, --allow-limits on top in the context)', { method: 'PUT', path: '/bandwidth', body: {} }, 'writes'],
    ['limits (v2)', { method: 'DELETE', path: '/v2/limits' }, 'writes'],
    ['runs (v1 /business)', { method: 'GET', path: '/business', body: {} }, 'writes'],
    ['exports (v1 /config)', { method: 'GET', path: '/config', body: { host: true } }, 'writes'],
    ['imports (v1 /config)', { method: 'PUT', path: '/config', body: { rule: 'x' } }, 'configImport'],
  ])('%s', (_name, req, permission) => {
    expect(needed(req)).toBe(permission);
  });

  it('every operation of the table is gated by its effect', () => {
    const byEffect: Record<OperationEffect, readonly (keyof Permissions | undefined)[]> = {
      reads: [undefined], writes: ['writes'], exports: ['writes'], imports: ['configImport'], stops: ['shutdown'], limits: ['writes'],
      runs: ['writes'],
    };
    for (const op of OPERATIONS) {
      const req = { method: op.method, path: op.path.replace(':id', 'x') };
      expect(byEffect[op.effect], `${op.method} ${op.path}`).toContain(needed(req));
    }
  });

  it('a request that is no operation keeps the old rule', () => {
    expect(needed({ method: 'GET', path: '/v2/nothing' })).toBeUndefined();
    expect(needed({ method: 'HEAD', path: '/hosts' })).toBeUndefined();
    expect(needed({ method: 'PATCH', path: '/hosts/x' })).toBe('writes');
    expect(needed({ method: 'POST', path: '/v2/nothing' })).toBe('writes');
    // The v1 /log and /server handlers answer below their base too.
    expect(needed({ method: 'GET', path: '/log/x', body: {} })).toBe('writes');
    expect(needed({ method: 'GET', path: '/log/x', body: { purge: true } })).toBe('purge');
    expect(needed({ method: 'PUT', path: '/server/x' })).toBe('shutdown');
  });

  it('names the option on the command line', () => {
    expect(new SafetyRefusal('configImport', 'PUT /v2/server/config').message).toBe('PUT /v2/server/config needs --allow-config-import');
    expect(Object.values(ALLOW_OPTION)).toContain('--allow-limits');
  });
});

describe('a client without the permission', () => {
  const sent: string[] = [];
  const target: Target = {
    kind: 'http',
    baseUrl: 'http://recorder.invalid',
    send: async (req) => {
      sent.push(`${req.method} ${req.url}`);
      return { status: 200, headers: {}, body: '', truncated: false };
    },
    close: async () => undefined,
  };
  const none: Permissions = { writes: false, purge: false, shutdown: false };

  it('refuses each gated effect before sending, and sends it once allowed', async () => {
    const reqs: [CallRequest, Permissions][] = [
      [{ method: 'GET', path: '/v2/server/logs' }, { ...none, writes: true }],
      [{ method: 'GET', path: '/v2/server/logs', query: { purge: 'true' } }, { ...none, purge: true }],
      [{ method: 'PUT', path: '/v2/server/config', query: { rulesFile: '/nowhere.xml' } }, { ...none, writes: true, configImport: true }],
      [{ method: 'PUT', path: '/v2/server/shutdown' }, { ...none, shutdown: true }],
    ];
    for (const [req, allowed] of reqs) {
      const refused = new Client(target, { mode: 'none' }, none, () => 0);
      expect(refused.allows(req)).toBe(false);
      await expect(refused.call(req)).rejects.toBeInstanceOf(SafetyRefusal);
      expect(sent).toEqual([]);
      const client = new Client(target, { mode: 'none' }, allowed, () => 0);
      expect(client.allows(req)).toBe(true);
      await client.call(req);
      expect(sent.splice(0)).toHaveLength(1);
    }
  });
});

describe('a configuration import that purges', () => {
  const importing = { method: 'PUT', path: '/v2/server/config', query: { hostsFile: 'h.xml', purgeHosts: 'true' } } as const;
  const granted = { writes: true, purge: false, shutdown: false, configImport: true };
  it('needs --allow-purge on top of --allow-config-import', () => {
    expect(missingPermission(importing, granted)?.needed).toBe('purge');
    expect(missingPermission(importing, { ...granted, purge: true })).toBeUndefined();
  });
  it('does not when its purge flags are false', () => {
    expect(missingPermission({ ...importing, query: { hostsFile: 'h.xml', purgeHosts: 'false' } }, granted)).toBeUndefined();
  });
  it('the v1 /config packet: its purge* fields', () => {
    const v1 = { method: 'PUT', path: '/config', body: { rule: 'r.xml', purgerule: true } } as const;
    expect(missingPermission(v1, granted)?.needed).toBe('purge');
    expect(missingPermission({ ...v1, body: { rule: 'r.xml', purgerule: false } }, granted)).toBeUndefined();
  });
});
