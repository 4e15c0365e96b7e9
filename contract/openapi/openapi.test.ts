// The OpenAPI export: a valid 3.1 document (checked by an independent validator) that covers the
// whole operations table and every contract schema, with references that resolve, built the same
// way on every call.
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  ALL_SCHEMAS,
  CONTRACT_VERSION,
  OPENAPI_VERSION,
  OPERATIONS,
  openApiDocument,
  openApiJson,
  type Operation,
} from '../index.ts';

type Obj = Record<string, unknown>;
const doc = openApiDocument() as Obj;
const paths = doc['paths'] as Record<string, Record<string, Obj>>;
const components = doc['components'] as { schemas: Record<string, Obj>; securitySchemes: Record<string, Obj> };
const nameOf = (id: string) => id.replace(/^urn:tmkit:/, '');
const refTo = (id: string) => `#/components/schemas/${nameOf(id)}`;

/** Every operation object of the document, by operationId, with where it sits. */
function operationsOf(d: Obj): Map<string, { path: string; method: string; operation: Obj }> {
  const out = new Map<string, { path: string; method: string; operation: Obj }>();
  for (const [path, item] of Object.entries(d['paths'] as Record<string, Record<string, Obj>>)) {
    for (const [method, operation] of Object.entries(item)) out.set(String(operation['operationId']), { path, method, operation });
  }
  return out;
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (at === null || typeof at !== 'object' || !(key in at)) return undefined;
    at = (at as Obj)[key];
  }
  return at;
}

/** The inline schemas of parameters, bodies and responses. */
function schemasUnder(value: unknown, found: Obj[] = []): Obj[] {
  if (Array.isArray(value)) for (const v of value) schemasUnder(v, found);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'schema' && v !== null && typeof v === 'object') found.push(v as Obj);
      else schemasUnder(v, found);
    }
  }
  return found;
}

const contentSchemaRefs = (part: Obj | undefined): string[] => refsIn((part ?? {})['content']);

describe('openApiDocument', () => {
  it('is a valid OpenAPI 3.1 document for an independent validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2));
    expect(result.valid).toBe(true);
    expect(doc['openapi']).toBe(OPENAPI_VERSION);
    expect(OPENAPI_VERSION).toMatch(/^3\.1\.\d+$/);
  });

  it('has every operation of the table once, at its path and method, tagged by its resource', () => {
    const found = operationsOf(doc);
    expect(found.size).toBe(OPERATIONS.length);
    for (const op of OPERATIONS) {
      const at = found.get(op.id);
      expect(at, op.id).toBeDefined();
      if (!at) continue;
      expect(at.method, op.id).toBe(op.method.toLowerCase());
      expect(at.path.replace(/\{[^}]+\}/, ':id'), op.id).toBe(op.path);
      expect(at.operation['summary']).toBe(op.summary);
      expect(at.operation['tags']).toEqual([op.family]);
    }
    const tagNames = (doc['tags'] as Obj[]).map((t) => t['name']);
    expect(new Set(tagNames)).toEqual(new Set(OPERATIONS.map((o) => o.family)));
  });

  it('documents every status of every operation, with the documented media types and schemas', () => {
    const found = operationsOf(doc);
    for (const op of OPERATIONS) {
      const responses = found.get(op.id)?.operation['responses'] as Record<string, Obj>;
      expect(Object.keys(responses).map(Number).sort((a, b) => a - b), op.id).toEqual([...new Set(op.responses.map((r) => r.status))].sort((a, b) => a - b));
      for (const r of op.responses) {
        const response = responses[String(r.status)];
        const content = (response?.['content'] ?? {}) as Record<string, Obj>;
        if (r.contentType !== undefined) expect(Object.keys(content), `${op.id} ${r.status}`).toContain(r.contentType);
        if (r.schema !== undefined) {
          const mediaType = r.contentType ?? '*/*';
          expect(refsIn(content[mediaType]), `${op.id} ${r.status}`).toContain(refTo(r.schema));
        }
        if (r.contentType === undefined && r.schema === undefined) expect(String(response?.['description'])).toContain(r.description);
      }
    }
  });

  it('keeps every parameter: path and query ones as parameters, query-or-body ones also as body members, packets as the body', () => {
    const found = operationsOf(doc);
    for (const op of OPERATIONS) {
      const operation = found.get(op.id)?.operation ?? {};
      const parameters = (operation['parameters'] ?? []) as Obj[];
      const body = operation['requestBody'] as Obj | undefined;
      for (const p of op.parameters) {
        const where = `${op.id} ${p.name}`;
        if (p.in === 'body') {
          expect(body, where).toBeDefined();
          expect(body?.['required'], where).toBe(p.required);
          continue;
        }
        const param = parameters.find((q) => q['name'] === p.name);
        expect(param, where).toBeDefined();
        expect(param?.['in'], where).toBe(p.in === 'path' ? 'path' : 'query');
        if (p.in === 'path') expect(param?.['required'], where).toBe(true);
        if (p.in === 'query-or-body' && op.requestBody === undefined) {
          const schema = (body?.['content'] as Record<string, Obj>)['application/json']?.['schema'] as Obj;
          expect(Object.keys(schema['properties'] as Obj), where).toContain(p.name);
        }
      }
      expect(parameters.length, op.id).toBe(op.parameters.filter((p) => p.in !== 'body').length);
      if (op.requestBody !== undefined) expect(contentSchemaRefs(body), op.id).toEqual([refTo(op.requestBody)]);
    }
  });

  it('keeps the JSON bodies the interface sends with GET, and says so', () => {
    const found = operationsOf(doc);
    for (const id of ['exportHistory', 'getInformation', 'getBandwidth', 'listTransfers', 'listHosts']) {
      const body = found.get(id)?.operation['requestBody'] as Obj | undefined;
      expect(found.get(id)?.method).toBe('get');
      expect(body, id).toBeDefined();
      expect(String(body?.['description'])).toMatch(/GET/);
    }
  });

  it('has every contract schema as a component, with $id removed and every $ref resolving inside the document', () => {
    expect(Object.keys(components.schemas)).toEqual(ALL_SCHEMAS.map((s) => nameOf(s.$id)));
    expect(JSON.stringify(components.schemas)).not.toContain('urn:tmkit:');
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(resolvePointer(doc, ref), ref).toBeDefined();
  });

  it('compiles every component schema with Ajv 2020 through the document, and judges data as the contract does', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ $id: 'https://tmkit.test/openapi.json', components: { schemas: components.schemas } });
    for (const [name, schema] of Object.entries(components.schemas)) {
      expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText()}`).toBe(true);
      expect(() => ajv.compile({ $ref: `https://tmkit.test/openapi.json#/components/schemas/${name}` }), name).not.toThrow();
    }
    for (const schema of schemasUnder(paths)) expect(ajv.validateSchema(schema), `${JSON.stringify(schema)}: ${ajv.errorsText()}`).toBe(true);
    const list = ajv.compile({ $ref: 'https://tmkit.test/openapi.json#/components/schemas/v1-list-hosts' });
    const empty = { 'X-method': 'GET', path: '/hosts', base: 'hosts', uri: {}, answer: { filter: {}, count: 0, limit: 100 }, command: 'MULTIGET', message: 'OK', code: 200 };
    const host = { '@model': 'DbHostAuth', HOSTID: 'h', ADDRESS: '127.0.0.1', PORT: 6666, HOSTKEY: null, ISSSL: false, ISCLIENT: true, ISPROXIFIED: false, ADMINROLE: true, ISACTIVE: true, UPDATEDINFO: 0 };
    expect(list(empty)).toBe(true);
    expect(list({ ...empty, answer: { ...empty.answer, count: 1, results: [host] } })).toBe(true);
    expect(list({ ...empty, answer: { ...empty.answer, count: 1, results: [{ ...host, ISSSL: 0 }] } })).toBe(false);
    expect(list({ ...empty, answer: { ...empty.answer, results: [] } })).toBe(false);
  });

  it('names security schemes for v1 (X-Auth headers) and v2 (Basic, HMAC), and needs none for v2 OPTIONS', () => {
    const schemes = Object.values(components.securitySchemes);
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'http', scheme: 'basic' }));
    for (const header of ['X-Auth-User', 'X-Auth-Timestamp', 'X-Auth-Key', 'X-Auth-Signature', 'Authorization']) {
      expect(schemes, header).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: header }));
    }
    const found = operationsOf(doc);
    const security = (id: string) => found.get(id)?.operation['security'] as Obj[];
    expect(security('optionsLimits')).toEqual([]);
    expect(security('listTransfers')).toContainEqual({ authUser: [], authTimestamp: [], v1Signature: [] });
    expect(security('initLimits')).toContainEqual({ v2Basic: [], v2BodySignature: [] });
    expect(security('getLimits')).not.toContainEqual(expect.objectContaining({ v2BodySignature: [] }));
    for (const req of OPERATIONS.flatMap((o: Operation) => security(o.id))) {
      for (const name of Object.keys(req)) expect(components.securitySchemes[name], name).toBeDefined();
    }
  });

  it('names the contract version and the server it is given', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect((doc['info'] as Obj)['version']).toBe(CONTRACT_VERSION);
    expect(CONTRACT_VERSION).toBe(pkg.version);
    expect(openApiDocument({ serverUrl: 'https://monitor.example:8088' })['servers']).toEqual([{ url: 'https://monitor.example:8088' }]);
  });

  it('is deterministic, and serialises as indented JSON with a final newline', () => {
    const again = openApiDocument();
    expect(again).toEqual(doc);
    const text = openApiJson(again);
    expect(text).toBe(openApiJson(openApiDocument()));
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "openapi": "3.1');
    expect(JSON.parse(text)).toEqual(doc);
  });
});
