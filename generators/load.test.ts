// The dataset-file loader: a good file in either layout loads exactly (64-bit ids included), a bad
// one is refused with the line or index, the field and the reason of each problem.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatasetFileError, datasetFileFormat, displayHostKey, loadDatasetFile, parseLosslessJson } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (text: string, ext = 'ndjson') => {
  const path = join(dir, `f${n++}.${ext}`);
  writeFileSync(path, text);
  return path;
};

const host = '{"@model":"DbHostAuth","HOSTID":"hosta","ADDRESS":"10.0.0.1","PORT":6666,"HOSTKEY":null,"ISSSL":false,"ISCLIENT":false,"ISPROXIFIED":false,"ADMINROLE":true,"ISACTIVE":true,"UPDATEDINFO":1}';
const transfer = (id: string, extra = '') =>
  `{"@model":"DbTaskRunner","SPECIALID":${id},"RETRIEVEMODE":false,"IDRULE":"rule1","MODETRANS":1,"FILENAME":"f.txt","ORIGINALNAME":"","FILEINFO":"","ISMOVED":false,"BLOCKSZ":0,"OWNERREQ":"hosta","REQUESTER":"hosta","REQUESTED":"hostb","TRANSFERINFO":"{}","GLOBALSTEP":4,"GLOBALLASTSTEP":4,"STEP":-1,"STEPSTATUS":"O  ","INFOSTATUS":"O  ","RANK":0,"STARTTRANS":1795183200000,"STOPTRANS":1795221083962,"UPDATEDINFO":6,"ORIGINALSIZE":-1,"follow":""${extra}}`;

function refusal(path: string): DatasetFileError {
  try {
    loadDatasetFile(path);
  } catch (e) {
    if (e instanceof DatasetFileError) return e;
    throw e;
  }
  throw new Error('the file was accepted');
}

describe('loadDatasetFile', () => {
  it('loads NDJSON with ids beyond 2^53 exact, in the server key order, with derived or given passwords', () => {
    const d = loadDatasetFile(file(`${host.replace('"UPDATEDINFO":1}', '"UPDATEDINFO":1,"password":"s3cret"}')}\n\n${transfer('9007199254740993')}\n${transfer('-9223372036854775808')}\n`));
    expect([...d.transfers].map((t) => t.SPECIALID)).toEqual([9007199254740993n, -9223372036854775808n]);
    expect(Buffer.from(d.hosts[0]!.password).toString()).toBe('s3cret');
    // No rules in the file: one minimal rule per IDRULE, the first transfer's direction (MODETRANS 1: send).
    expect(d.rules).toEqual([{
      IDRULE: 'rule1', HOSTIDS: [], MODETRANS: 1, RECVPATH: '', SENDPATH: '', ARCHIVEPATH: '', WORKPATH: '',
      RPRETASKS: [], RPOSTTASKS: [], RERRORTASKS: [], SPRETASKS: [], SPOSTTASKS: [], SERRORTASKS: [], UPDATEDINFO: 1,
    }]);
    expect(d.transferCount).toBe(2);
    expect(d.nextSpecialIds().next()).toBe(9007199254740994n);
    const reordered = loadDatasetFile(file(`{"HOSTID":"h","@model":"DbHostAuth","UPDATEDINFO":1,"ADDRESS":"a","PORT":1,"HOSTKEY":null,"ISSSL":false,"ISCLIENT":false,"ISPROXIFIED":false,"ADMINROLE":true,"ISACTIVE":true}`));
    expect(Object.keys(reordered.hosts[0]!.record)).toEqual(Object.keys(JSON.parse(host)));
    expect(Buffer.from(reordered.hosts[0]!.password).toString()).toBe('h-password');
  });

  it('loads the JSON layout and a bare array; sections imply the model; rekey recomputes HOSTKEY', () => {
    const d = loadDatasetFile(file(`{"hosts":[${host.replace('"@model":"DbHostAuth",', '')}],"transfers":[${transfer('1')}]}`, 'json'), { rekey: displayHostKey });
    expect(d.hosts[0]!.record.HOSTKEY).toBe(displayHostKey(Buffer.from('hosta-password')));
    expect(d.hosts[0]!.record['@model']).toBe('DbHostAuth');
    expect(loadDatasetFile(file(`[${host},${transfer('2')}]`, 'json')).transferCount).toBe(1);
  });

  it('refuses a bad NDJSON file naming line, field and reason of each problem', () => {
    const e = refusal(file([
      host,
      transfer('"12"'),
      '{"@model":"DbTaskRunner"',
      transfer('1', ',"COLOR":"red"'),
      transfer('1'),
      transfer('1'),
      '{"HOSTID":"x"}',
    ].join('\n')));
    expect(e.message).toContain('line 2: /SPECIALID must be integer');
    expect(e.message).toMatch(/line 3: \/ is not JSON: .* at column \d+/);
    expect(e.message).toContain('line 4: /COLOR is not a field of DbTaskRunner');
    expect(e.message).toContain("line 6: / repeats the identity (SPECIALID, REQUESTER, REQUESTED, OWNERREQ) of line 5");
    expect(e.message).toContain("line 7: /@model is missing");
    expect(e.issues.map((i) => i.location)).toEqual(['line 2', 'line 3', 'line 4', 'line 6', 'line 7']);
  });

  it('refuses a bad JSON file naming section and index, and says when it is not JSON at all', () => {
    const e = refusal(file(`{"hosts":[${host},${host.replace('"PORT":6666', '"PORT":"x"')}],"tasks":[],"transfers":[${transfer('1').replace('"O  "', '"O"')}]}`, 'json'));
    expect(e.issues).toEqual([
      { location: 'hosts[1]', field: '/PORT', reason: 'must be integer' },
      { location: 'file', field: '/tasks', reason: 'is not a section; expected server, hosts, hostconfigs, configurations, rules or transfers' },
      expect.objectContaining({ location: 'transfers[0]', field: '/STEPSTATUS' }),
    ]);
    expect(refusal(file('{"hosts": [', 'json')).message).toMatch(/is not JSON: unexpected end of JSON .* at line 1, column 12/);
    expect(refusal(join(dir, 'missing.json')).message).toMatch(/cannot be read: ENOENT/);
  });

  it('loads rules from a rules section or DbRule lines, refuses bad or repeated ones, and keeps an empty section empty', () => {
    const rule = '{"IDRULE":"rule1","HOSTIDS":["hosta"],"MODETRANS":2,"RECVPATH":"in","SENDPATH":"","ARCHIVEPATH":"arch","WORKPATH":"","RPRETASKS":[],"RPOSTTASKS":[{"type":"LOG","path":"#TRUEFULLPATH# received","delay":1}],"RERRORTASKS":[],"SPRETASKS":[],"SPOSTTASKS":[],"SERRORTASKS":[],"UPDATEDINFO":1}';
    const expected = JSON.parse(rule);
    expect(loadDatasetFile(file(`{"hosts":[${host}],"rules":[${rule}],"transfers":[${transfer('1')}]}`, 'json')).rules).toEqual([expected]);
    expect(loadDatasetFile(file(`${host}\n{"@model":"DbRule",${rule.slice(1)}\n${transfer('1')}\n`)).rules).toEqual([expected]);
    // Keys come back in the schema's order, whatever the file's.
    const shuffled = `{"UPDATEDINFO":1,${rule.slice(1).replace(',"UPDATEDINFO":1}', '}')}`;
    expect(Object.keys(loadDatasetFile(file(`{"rules":[${shuffled}]}`, 'json')).rules[0]!)).toEqual(Object.keys(expected));
    expect(loadDatasetFile(file(`{"hosts":[${host}],"rules":[],"transfers":[${transfer('1')}]}`, 'json')).rules).toEqual([]);
    const e = refusal(file(`{"rules":[${rule.replace('"MODETRANS":2', '"MODETRANS":"fast"')},${rule.replace('"HOSTIDS":["hosta"],', '')},${rule},${rule}],"transfers":[]}`, 'json'));
    expect(e.issues).toEqual([
      { location: 'rules[0]', field: '/MODETRANS', reason: expect.stringMatching(/^must be integer/) },
      { location: 'rules[1]', field: '/HOSTIDS', reason: 'is required in a DbRule record' },
      { location: 'rules[3]', field: '/', reason: "repeats the IDRULE 'rule1' of rules[2]" },
    ]);
    expect(refusal(file(`{"rules":{}}`, 'json')).issues).toEqual([{ location: 'file', field: '/rules', reason: 'must be an array of rules' }]);
  });

  it('stops listing after a few problems', () => {
    const e = refusal(file(Array.from({ length: 30 }, () => '[]').join('\n')));
    expect(e.issues).toHaveLength(10);
    expect(e.message).toContain('further problems not listed');
  });

  it('tells NDJSON from JSON by extension, else by the first line', () => {
    expect(datasetFileFormat(file(`${host}\n${host}`, 'txt'))).toBe('ndjson');
    expect(datasetFileFormat(file(`{"hosts":[]}`, 'txt'))).toBe('json');
    expect(datasetFileFormat(file(`[${host}]`, 'data'))).toBe('json');
  });
});

describe('parseLosslessJson', () => {
  it('keeps big integers exact, small ones as numbers, and __proto__ as data', () => {
    const v = parseLosslessJson('{"a":12345678901234567890,"b":-1.5e3,"c":[1,"\\u00e9\\n"],"__proto__":{"x":1}}') as Record<string, unknown>;
    expect(v['a']).toBe(12345678901234567890n);
    expect(v['b']).toBe(-1500);
    expect(v['c']).toEqual([1, 'é\n']);
    // No prototype at all: a `__proto__` key is an own property holding data, and nothing is polluted.
    expect(Object.getPrototypeOf(v)).toBe(null);
    expect(Object.hasOwn(v, '__proto__')).toBe(true);
    expect(v['__proto__']).toEqual({ x: 1 });
    expect((v as { x?: number }).x).toBeUndefined();
    expect(({} as { x?: number }).x).toBeUndefined();
    expect(() => parseLosslessJson('{"a":1,}')).toThrow(/expected a property name/);
    expect(() => parseLosslessJson('[1] x')).toThrow(/unexpected trailing character/);
    try {
      parseLosslessJson('{\n  "a": tru\n}');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ name: 'JsonSyntaxError', line: 2, column: 8, position: 9 });
    }
  });
});
