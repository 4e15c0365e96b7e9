// The planted faults themselves: the catalogue is complete and well-formed, an unknown name is
// refused, the JSON rewriting changes no byte it does not mean to, and every fault really changes
// what the fake answers (a short scripted exchange per fault, clean fake against faulty fake).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeServer, type FakeServer } from '../fake.ts';
import { v1Signature, v1SignedText, parseJson, isJsonObject, type JsonObject, serialize } from '../../contract/index.ts';
import { FAULTS, FAULT_FAMILIES, FAULT_NAMES, resolveFaults, UnknownFaultError, type FaultName, type FixedFaultName } from './index.ts';
import { DEFAULT_DATASET } from '../../test/support/dataset.ts';
const { otherPartner: OTHER_PARTNER, partner: PARTNER } = DEFAULT_DATASET;

const P = 'org.vendor.openproto.protocol.localhandler.packet.json.';
const archiveDir = mkdtempSync(join(tmpdir(), 'tmkit-faults-test-'));
afterAll(() => rmSync(archiveDir, { recursive: true, force: true }));

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly json: JsonObject | undefined;
}

function call(fake: FakeServer, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Answer {
  const text = body === undefined ? '' : typeof body === 'string' ? body : serialize(body as never, false);
  const reply = fake.handle({ method, url, headers: { ...(text === '' ? {} : { 'content-type': 'application/json' }), ...headers }, body: text });
  let json: JsonObject | undefined;
  try {
    const v = parseJson(reply.body);
    json = isJsonObject(v) ? v : undefined;
  } catch {
    json = undefined;
  }
  return { status: reply.status, contentType: reply.headers['Content-Type'] ?? '', body: reply.body, json };
}

const results = (a: Answer): JsonObject[] => {
  const r = (a.json?.['answer'] as JsonObject | undefined)?.['results'];
  return Array.isArray(r) ? r.filter(isJsonObject) : [];
};
const EN = { 'Accept-Language': 'en' };
/** The records of a v2 list answer. */
const v2Results = (a: Answer): JsonObject[] => {
  const r = a.json?.['results'];
  return Array.isArray(r) ? r.filter(isJsonObject) : [];
};
const line = (a: Answer) => `${a.status} ${a.contentType} ${a.body}`;

/** A transfer the server owns, with the given side of it being the server. */
function ownTransfer(fake: FakeServer, side: 'REQUESTER' | 'REQUESTED'): JsonObject {
  const t = results(call(fake, 'GET', '/transfers?limit=200')).find((r) => r[side] === 'server1' && r['REQUESTER'] !== r['REQUESTED']);
  if (!t) throw new Error(`no own transfer with the server as ${side} in the dataset`);
  return t;
}

/** The name of a rule of mode 1 in the dataset. */
const firstRule = (f: FakeServer): string => String(results(call(f, 'GET', '/rules?MODETRANS=1'))[0]?.['IDRULE']);

const logPacket = (extra: object) => ({ '@class': `${P}LogJsonPacket`, ...extra });
/** The /log answer without the export file's path (each fake has its own archive folder). */
const logLine = (a: Answer) => line(a).replace(/"filename":"[^"]*"/, '"filename":"…"');

/**
 * One scripted exchange per fault: a few requests whose answers (or later reads) the fault must
 * change. Typed by name, so a new fault cannot be added without its demonstration.
 */
const DEMOS: Record<FixedFaultName, (fake: FakeServer) => string[]> = {
  'transfers-startid-off-by-one': (f) => {
    const id = String(results(call(f, 'GET', '/transfers?ORDERBYID=true&limit=1'))[0]?.['SPECIALID']);
    return [line(call(f, 'GET', `/transfers?STARTID=${id}&STOPID=${id}`))];
  },
  'transfers-partner-filter-ignored': (f) => [line(call(f, 'GET', `/transfers?PARTNER=${OTHER_PARTNER}&limit=20`))],
  'transfers-status-unpadded': (f) => [line(call(f, 'GET', '/transfers?limit=3'))],
  'transfers-specialid-as-string': (f) => [line(call(f, 'GET', '/transfers?limit=3'))],
  'transfers-specialid-rounded': (f) => [
    line(call(f, 'POST', '/transfers', parseJson(`{"SPECIALID":9007199254740993,"FILENAME":"a.txt","IDRULE":"sync-catalog","REQUESTER":"server1","REQUESTED":"${OTHER_PARTNER}"}`))),
  ],
  'transfers-lost-delete': (f) => {
    const t = ownTransfer(f, 'REQUESTER');
    const url = `/transfers/${String(t['SPECIALID'])}?REQUESTER=${String(t['REQUESTER'])}&REQUESTED=${String(t['REQUESTED'])}`;
    return [line(call(f, 'DELETE', url)), line(call(f, 'GET', url))];
  },
  'hosts-issl-as-number': (f) => [line(call(f, 'GET', '/hosts'))],
  'hosts-lost-update': (f) => [line(call(f, 'PUT', `/hosts/${PARTNER}`, { ADDRESS: '10.1.1.1' })), line(call(f, 'GET', `/hosts/${PARTNER}`))],
  'hosts-upsert-refused': (f) => [
    line(call(f, 'POST', '/hosts', { HOSTID: PARTNER, ADDRESS: '10.2.2.2', PORT: 6700, HOSTKEY: 'c2VjcmV0' })),
    line(call(f, 'GET', `/hosts/${PARTNER}`)),
  ],
  'hosts-create-answers-201': (f) => [line(call(f, 'POST', '/hosts', { HOSTID: 'new-host', ADDRESS: '10.3.3.3', PORT: 6700, HOSTKEY: 'c2VjcmV0' }))],
  'hostconfigs-text-filters-ignored': (f) => [line(call(f, 'GET', '/hostconfigs?OTHERS=no-such-text'))],
  'hostconfigs-aliases-dropped': (f) => [line(call(f, 'GET', `/hostconfigs/${PARTNER}`))],
  'rules-modetrans-left-out-lists-all': (f) => [line(call(f, 'GET', '/rules'))],
  'rules-idrule-filter-ignored': (f) => [line(call(f, 'GET', '/rules?MODETRANS=-1')), line(call(f, 'GET', `/rules?MODETRANS=1&IDRULE=${firstRule(f)}`))],
  'rules-hostids-dropped': (f) => [line(call(f, 'GET', `/rules/${firstRule(f)}`))],
  'control-file-query-answers-412': (f) => [line(call(f, 'GET', '/control', { '@class': `${P}InformationJsonPacket`, id: 1, idRequest: false, rulename: PARTNER }))],
  'config-export-names-unasked-files': (f) => [line(call(f, 'GET', '/config', { '@class': `${P}ConfigExportJsonPacket`, rule: true })).replace(/"[^"]*\.rules\.xml"/g, '"…"')],
  'business-absent-class-answers-404': (f) => [line(call(f, 'GET', '/business', { '@class': `${P}BusinessRequestJsonPacket`, className: 'a.B' }))],
  'hostconfigs-updatedinfo-not-forced': (f) => [
    line(call(f, 'PUT', `/hostconfigs/${PARTNER}`, { UPDATEDINFO: 0, OTHERS: '<root></root>' })),
    line(call(f, 'GET', `/hostconfigs/${PARTNER}`)),
  ],
  'configurations-bandwidth-filter-inclusive': (f) => {
    call(f, 'PUT', `/configurations/${PARTNER}`, { READGLOBALLIMIT: 1000, WRITEGLOBALLIMIT: 0, READSESSIONLIMIT: 0, WRITESESSIONLIMIT: 0 });
    return [line(call(f, 'GET', `/configurations?HOSTID=${PARTNER}&BANDWIDTH=1000`))];
  },
  'configurations-unknown-answers-404': (f) => [line(call(f, 'GET', '/configurations/nobody'))],
  'configurations-limit-as-string': (f) => [line(call(f, 'GET', '/configurations'))],
  'log-exported-off-by-one': (f) => [logLine(call(f, 'GET', '/log', logPacket({ statusdone: true })))],
  'log-purge-deletes-nothing': (f) => [
    logLine(call(f, 'GET', '/log', logPacket({ statusdone: true, purge: true }))),
    line(call(f, 'GET', '/transfers?DONE=true&limit=1000')),
  ],
  'log-wrong-packet-number': (f) => [logLine(call(f, 'GET', '/log', logPacket({ requestUserPacket: 16 })))],
  'info-to-flag-ignored': (f) => {
    const t = ownTransfer(f, 'REQUESTED');
    return [line(call(f, 'GET', '/info', { '@class': `${P}InformationJsonPacket`, id: t['SPECIALID'] as never, rulename: t['REQUESTER'] as string, idRequest: true, to: true }))];
  },
  'info-follow-dropped': (f) => {
    const t = ownTransfer(f, 'REQUESTER');
    return [line(call(f, 'GET', '/info', { '@class': `${P}InformationJsonPacket`, id: t['SPECIALID'] as never, rulename: t['REQUESTED'] as string, idRequest: true, to: false }))];
  },
  'bandwidth-no-rounding': (f) => [
    line(call(f, 'PUT', '/bandwidth', { '@class': `${P}BandwidthJsonPacket`, setter: true, writeglobal: 12345 })),
    line(call(f, 'GET', '/bandwidth')),
  ],
  'bandwidth-wrong-command': (f) => [line(call(f, 'GET', '/bandwidth'))],
  'bandwidth-wrong-packet-number': (f) => [line(call(f, 'GET', '/bandwidth', { '@class': `${P}BandwidthJsonPacket`, requestUserPacket: 19 }))],
  'server-counter-off-by-one': (f) => [line(call(f, 'GET', '/server'))],
  'server-date-as-epoch': (f) => [line(call(f, 'GET', '/server'))],
  'server-key-unchecked': (f) => [line(call(f, 'PUT', '/server', { '@class': `${P}ShutdownOrBlockJsonPacket`, key: 'd3Jvbmc=', restartOrBlock: true }))],
  'limits-post-answers-200': (f) => [line(call(f, 'DELETE', '/v2/limits')), line(call(f, 'POST', '/v2/limits', {}))],
  'limits-error-code-off-by-one': (f) => [line(call(f, 'PUT', '/v2/limits', { noSuchField: 1 }))],
  'limits-up-down-swapped': (f) => [
    line(call(f, 'PUT', '/bandwidth', { '@class': `${P}BandwidthJsonPacket`, setter: true, writeglobal: 1000, readglobal: 2000 })),
    line(call(f, 'GET', '/v2/limits')),
  ],
  'v2-transfers-offset-ignored': (f) => [line(call(f, 'GET', '/v2/transfers?limit=2&offset=3', undefined, EN))],
  'v2-transfers-total-counts-all': (f) => [line(call(f, 'GET', '/v2/transfers?limit=2', undefined, EN))],
  'v2-transfers-stop-keeps-status': (f) => {
    const t = v2Results(call(f, 'GET', '/v2/transfers?limit=200', undefined, EN)).find((r) => r['requester'] === 'server1' && r['status'] !== 'INERROR');
    const address = `/v2/transfers/${String(t?.['id'])}_${String(t?.['requested'])}`;
    return [line(call(f, 'PUT', `${address}/stop`, undefined, EN)), line(call(f, 'GET', address, undefined, EN))];
  },
  'v2-hosts-order-ignored': (f) => [line(call(f, 'GET', '/v2/hosts?order=descId&limit=3', undefined, EN))],
  'v2-hosts-isactive-inverted': (f) => [line(call(f, 'GET', '/v2/hosts?isActive=true', undefined, EN))],
  'v2-rules-count-ignores-mode': (f) => [line(call(f, 'GET', '/v2/rules?countOrder=true&modeTrans=receive', undefined, EN))],
  'v2-rules-receive-pre-tasks-shown': (f) => [line(call(f, 'POST', '/v2/rules', { name: 'fault-demo', mode: 'send', rPreTasks: [{ type: 'LOG', arguments: 'pre', delay: 0 }] }, EN))],
  'v2-hostconfig-versions-missing': (f) => [line(call(f, 'GET', '/v2/hostconfig', undefined, EN))],
  'v2-server-status-v1-names': (f) => [line(call(f, 'GET', '/v2/server/status', undefined, EN))],
  'v2-errors-english-only': (f) => [line(call(f, 'GET', '/v2/hosts?limit=x', undefined, { 'Accept-Language': 'fr' }))],
  'v2-filemonitors-files-uncounted': (f) => [line(call(f, 'GET', '/v2/filemonitors', undefined, EN))],
  'auth-v1-signature-unchecked': (f) => {
    const timestamp = new Date(f.clock.now()).toISOString();
    const headers = { 'X-Auth-User': 'admin', 'X-Auth-Timestamp': timestamp };
    const signed = v1Signature('secret-key', v1SignedText({ path: '/server', query: '', timestamp, user: 'admin', password: 'pwdhttp' }));
    return [
      line(call(f, 'GET', '/server', undefined, headers)),
      line(call(f, 'GET', '/server', undefined, { ...headers, 'X-Auth-Key': 'f'.repeat(64) })),
      line(call(f, 'GET', '/server', undefined, { ...headers, 'X-Auth-Key': signed })),
    ];
  },
  'auth-v1-failure-answers-403': (f) => [line(call(f, 'GET', '/hosts'))],
  'envelope-path-wrong': (f) => [line(call(f, 'GET', '/hosts'))],
  'envelope-empty-results-array': (f) => [line(call(f, 'GET', '/hosts?HOSTID=nobody'))],
  'envelope-content-type-text-plain': (f) => [line(call(f, 'GET', '/hosts'))],
  'envelope-options-entry-missing': (f) => [line(call(f, 'OPTIONS', '/hosts'))],
};

describe('the fault catalogue', () => {
  it('holds at least 25 faults, one per name, with stable kebab-case names', () => {
    expect(FAULTS.length).toBeGreaterThanOrEqual(25);
    expect(FAULTS.map((f) => f.name)).toEqual([...FAULT_NAMES]);
    for (const f of FAULTS) expect(f.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it('covers every endpoint family', () => {
    for (const family of FAULT_FAMILIES) expect(FAULTS.filter((f) => f.family === family).length, family).toBeGreaterThan(0);
  });

  it('describes each fault, names the check expected to report it, and gives it a transformation', () => {
    for (const f of FAULTS) {
      expect(f.description.length, f.name).toBeGreaterThan(20);
      expect(f.expectedCheck.length, f.name).toBeGreaterThan(0);
      for (const id of f.expectedCheck) expect(id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)+$/);
      expect(Object.keys(f.apply).length, f.name).toBeGreaterThan(0);
    }
  });

  it('refuses a name it does not know, naming the known ones', () => {
    expect(() => resolveFaults(['hosts-issl-as-number', 'no-such-fault'])).toThrow(UnknownFaultError);
    expect(() => createFakeServer({ faults: ['no-such-fault' as FaultName] })).toThrow(/unknown fault 'no-such-fault'; known: transfers-startid-off-by-one/);
  });
});

describe('a clean fake', () => {
  const requests: [string, string, unknown?][] = [
    ['GET', '/transfers?limit=5&OWNERREQ=*'], ['GET', `/transfers?STARTID=1&PARTNER=${OTHER_PARTNER}`], ['GET', '/hosts'], ['GET', '/hostconfigs'],
    ['GET', '/configurations'], ['OPTIONS', '/transfers'], ['OPTIONS', '/'], ['GET', '/server'], ['GET', '/bandwidth'], ['GET', '/v2/limits'],
    ['GET', '/hosts/nobody'], ['GET', '/log', logPacket({})], ['PUT', '/v2/limits', { x: 1 }], ['GET', '/nowhere'],
    ['GET', '/hosts?HOSTID=caf%C3%A9'],
  ];

  it('answers the same bytes with no fault and with an empty fault list', () => {
    const plain = createFakeServer({ archiveDir });
    const empty = createFakeServer({ archiveDir, faults: [] });
    for (const [m, u, b] of requests) expect(logLine(call(empty, m, u, b))).toBe(logLine(call(plain, m, u, b)));
  });

  it('writes answers that the lossless parser and serialiser read and write back byte for byte', () => {
    // What lets a fault edit one field of an answer and leave every other byte as the fake wrote it.
    const fake = createFakeServer({ archiveDir });
    for (const [m, u, b] of requests) {
      const a = call(fake, m, u, b);
      if (a.json === undefined) continue;
      expect(serialize(a.json, !u.startsWith('/v2'))).toBe(a.body);
    }
  });
});

describe('each planted fault', () => {
  it.each(FAULTS.map((f) => [f.name, f] as const))('%s changes what the fake answers', (name, fault) => {
    // The auth demos sign with the fake's own clock: the timestamp window is measured against it.
    const options = { archiveDir, ...(fault.needs ? { auth: fault.needs.auth, authClock: 'fake' as const } : {}) };
    const demo = DEMOS[name as FixedFaultName];
    const clean = demo(createFakeServer(options));
    const faulty = demo(createFakeServer({ ...options, faults: [name] }));
    expect(faulty).not.toEqual(clean);
  });

  it('leaves the answers it does not target as they were', () => {
    const clean = createFakeServer({ archiveDir });
    const faulty = createFakeServer({ archiveDir, faults: ['hosts-issl-as-number', 'transfers-partner-filter-ignored', 'log-wrong-packet-number'] });
    for (const url of ['/transfers?limit=5', '/configurations', '/server', '/hostconfigs']) expect(line(call(faulty, 'GET', url))).toBe(line(call(clean, 'GET', url)));
  });

  it('that rewrites a request still echoes the request as sent (uri and filter)', () => {
    const clean = createFakeServer({ archiveDir });
    const faulty = createFakeServer({ archiveDir, faults: ['transfers-startid-off-by-one', 'transfers-partner-filter-ignored'] });
    const echo = (a: Answer) => [a.json?.['uri'], (a.json?.['answer'] as JsonObject)['filter']];
    for (const [url, body] of [[`/transfers?STARTID=1735084800190&PARTNER=${OTHER_PARTNER}`, undefined], ['/transfers', { STARTID: 1735084800190, PARTNER: OTHER_PARTNER }]] as const) {
      const a = call(faulty, 'GET', url, body);
      const b = call(clean, 'GET', url, body);
      expect(serialize(echo(a) as never)).toBe(serialize(echo(b) as never));
      expect(a.body).not.toBe(b.body);
    }
  });

  it('can be combined with others, the first one outermost', () => {
    const fake = createFakeServer({ archiveDir, faults: ['envelope-content-type-text-plain', 'hosts-issl-as-number', 'envelope-path-wrong'] });
    const a = call(fake, 'GET', '/hosts');
    expect(a.contentType).toBe('text/plain');
    expect(a.body).toContain('"path":"/hosts/"');
    expect(a.body).toMatch(/"ISSSL":[01],/);
  });
});
