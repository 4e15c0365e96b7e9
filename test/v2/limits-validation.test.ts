// Every refusal of /v2/limits with its exact errorCode and English message (reference §11.1), the
// 415 media-type refusals, and for each the rule that nothing changed.
import { describe, expect, it } from 'vitest';
import { expectEmpty, expectLimits, expectV2Errors, LIMITS, raw, unchangedBy, withoutRow, withRow, ZERO } from './support.ts';

type Fake = Awaited<ReturnType<typeof withRow>>;
type Pair = readonly [number, string];

/** POST (no row) and PUT (a row) of a JSON text: both refuse it with exactly `errors`, changing nothing. */
async function refusedBody(text: string, errors: readonly Pair[]): Promise<void> {
  const post = withoutRow();
  expectV2Errors(await unchangedBy(post.fake, () => post.http.post(LIMITS).set('Content-Type', 'application/json').send(text)), errors);
  const put = await withRow({ ...ZERO, delayLimit: 9 });
  expectV2Errors(await unchangedBy(put.fake, () => put.http.put(LIMITS).set('Content-Type', 'application/json').send(text)), errors);
}

const malformed = (line: number, column: number, cause: string): Pair => [2, `The request content is not a valid JSON object (line ${line}, column ${column} => ${cause}).`];
const NOT_AN_OBJECT = malformed(0, 0, 'The root JSON element is not an object');
const illegal = (value: string, field: string): Pair => [7, `The value '${value}' is not valid for field '${field}'.`];

describe('errorCode 2 MALFORMED_JSON', () => {
  it('an empty body: the text of the real server (captures)', async () => {
    await refusedBody('', [NOT_AN_OBJECT]);
    const { fake, http } = withoutRow();
    expectV2Errors(await unchangedBy(fake, () => http.post(LIMITS).set('Content-Type', 'application/json')), [NOT_AN_OBJECT]);
  });

  it.each(['[]', '[{"upGlobalLimit":1}]', '"text"', '12', 'null', 'true'])('a root that is not an object: %s', async (text) => {
    await refusedBody(text, [NOT_AN_OBJECT]);
  });

  it('a syntax error: line and column of the problem', async () => {
    await refusedBody('{"a":', [malformed(1, 6, 'Unexpected end of JSON input')]);
    await refusedBody('{\n  "delayLimit": 1,\n  x }', [malformed(3, 3, "Expected a property name, got 'x'")]);
    await refusedBody('{"delayLimit": 1} x', [malformed(1, 19, "Unexpected trailing character 'x'")]);
  });
});

describe('errorCode 3 DUPLICATE_KEY', () => {
  it('a key written twice', async () => {
    await refusedBody('{"delayLimit":1,"delayLimit":2}', [[3, "The attribute 'delayLimit' is defined multiple times."]]);
  });

  it('two spellings of one field, since names match case-insensitively', async () => {
    await refusedBody('{"delayLimit":1,"DELAYLIMIT":2}', [[3, "The attribute 'DELAYLIMIT' is defined multiple times."]]);
  });

  it('each duplicated key once, before any field is looked at', async () => {
    await refusedBody('{"a":1,"a":2,"a":3,"upGlobalLimit":-1,"b":{"c":1,"c":1}}', [
      [3, "The attribute 'a' is defined multiple times."],
      [3, "The attribute 'c' is defined multiple times."],
    ]);
  });
});

describe('errorCode 4 ILLEGAL_PARAMETER_VALUE', () => {
  it('GET and DELETE take no query parameter', async () => {
    const { fake, http } = await withRow();
    const one: Pair = [4, "The value 'bar' is not valid for query parameter 'foo'."];
    expectV2Errors(await http.get(`${LIMITS}?foo=bar`), [one]);
    expectV2Errors(await unchangedBy(fake, () => http.delete(`${LIMITS}?foo=bar&x=`)), [one, [4, "The value '' is not valid for query parameter 'x'."]]);
  });

  it('a value the v1 sanity filter would drop is still named', async () => {
    const { http } = await withRow();
    expectV2Errors(await http.get(`${LIMITS}?q=%3Cscript%3E`), [[4, "The value '<script>' is not valid for query parameter 'q'."]]);
  });

  it('comes together with the body errors on POST and PUT', async () => {
    const { fake, http } = await withRow();
    const res = await unchangedBy(fake, () => http.put(`${LIMITS}?id=server1`).send({ upGlobalLimit: -5 }));
    expectV2Errors(res, [[4, "The value 'server1' is not valid for query parameter 'id'."], illegal('-5', 'upGlobalLimit')]);
  });

  it('not before the state: GET without a row is 404', async () => {
    expectEmpty(await withoutRow().http.get(`${LIMITS}?foo=bar`), 404);
  });
});

describe('errorCode 5 UNKNOWN_FIELD', () => {
  it('a field the limits record does not have', async () => {
    await refusedBody('{"bogus":1,"hostid":"server1"}', [[5, "Unknown field : 'bogus'."], [5, "Unknown field : 'hostid'."]]);
  });

  it('the published PUT fields in a POST body', async () => {
    const { fake, http } = withoutRow();
    const res = await unchangedBy(fake, () => http.post(LIMITS).send({ business: ['a'], others: '<root/>' }));
    expectV2Errors(res, [[5, "Unknown field : 'business'."], [5, "Unknown field : 'others'."]]);
  });
});

describe('errorCode 6 MISSING_FIELD', () => {
  it.each(['null', '""'])('a limit given as %s', async (value) => {
    await refusedBody(`{"upGlobalLimit":${value}}`, [[6, "The required field 'upGlobalLimit' is missing or empty."]]);
  });
});

describe('errorCode 7 ILLEGAL_FIELD_VALUE', () => {
  it.each([
    ['"abc"', 'abc'],
    ['"100"', '100'],
    ['-1', '-1'],
    ['-0', '-0'],
    ['1.5', '1.5'],
    ['1.0', '1.0'],
    ['1e3', '1e3'],
    ['true', 'true'],
    ['9007199254740992', '9007199254740992'],
    ['123456789012345678901234567890', '123456789012345678901234567890'],
    ['{"a":1}', '{"a":1}'],
    ['[1]', '[1]'],
  ])('a limit given as %s', async (value, shown) => {
    await refusedBody(`{"delayLimit":${value}}`, [illegal(shown, 'delayLimit')]);
  });

  it('names the field as the record does, whatever the case used', async () => {
    await refusedBody('{"DOWNSESSIONLIMIT":-2}', [illegal('-2', 'downSessionLimit')]);
  });

  it.each([
    ['{"delayLimit":"<script>"}'],
    ['{"others":"<!ENTITY x>"}'],
    ['{"bad\\u0001key":1}'],
    ['{"upGlobalLimit":1,"x":["a\\u0007"]}'],
  ])('a body failing the sanity filter: %s', async (text) => {
    await refusedBody(text, [[7, "The value 'Content Not Allowed' is not valid for field 'argument'."]]);
  });
});

describe('all errors together', () => {
  it('lists every problem of the body in its order', async () => {
    await refusedBody('{"upGlobalLimit":-1,"bogus":0,"downGlobalLimit":null,"delayLimit":7,"upSessionLimit":"x"}', [
      illegal('-1', 'upGlobalLimit'),
      [5, "Unknown field : 'bogus'."],
      [6, "The required field 'downGlobalLimit' is missing or empty."],
      illegal('x', 'upSessionLimit'),
    ]);
  });

  it('applies none of the valid fields of a refused body', async () => {
    const { http } = await withRow({ ...ZERO, delayLimit: 9 });
    await http.put(LIMITS).send({ delayLimit: 1, upGlobalLimit: -1 });
    expectLimits(await http.get(LIMITS), 200, { ...ZERO, delayLimit: 9 });
  });
});

describe('415 Unsupported Media Type', () => {
  it.each(['POST', 'PUT'] as const)('%s with a text/plain body: 415, Accept: application/json, empty body', async (method) => {
    const { fake, http } = await withRow();
    const res = await unchangedBy(fake, () => (method === 'POST' ? http.post(LIMITS) : http.put(LIMITS)).set('Content-Type', 'text/plain').send('{}'));
    expectEmpty(res, 415);
    expect(res.headers['accept']).toBe('application/json');
  });

  it('comes before the state: PUT text/plain without a row, POST text/plain with one', async () => {
    const empty = withoutRow();
    expectEmpty(await unchangedBy(empty.fake, () => empty.http.put(LIMITS).set('Content-Type', 'text/plain').send('x')), 415);
    const full = await withRow();
    expectEmpty(await unchangedBy(full.fake, () => full.http.post(LIMITS).set('Content-Type', 'application/xml').send('<a/>')), 415);
  });

  it('accepts application/json with parameters, in any case', async () => {
    const { http } = withoutRow();
    const res = await http.post(LIMITS).set('Content-Type', 'Application/JSON; charset=utf-8').send('{"delayLimit":4}');
    expectLimits(res, 201, { ...ZERO, delayLimit: 4 });
  });

  it('without Content-Type: JSON is read, anything else is 415 (reference §11)', async () => {
    const { fake } = withoutRow();
    const refused = raw(fake, 'POST', '{not json');
    expect(refused).toMatchObject({ status: 415, body: '', headers: { Accept: 'application/json' } });
    expect(raw(fake, 'POST', '').status).toBe(400);
    const accepted = raw(fake, 'POST', '{"delayLimit":2}');
    expect(accepted.status).toBe(201);
    expect(JSON.parse(accepted.body)).toEqual({ ...ZERO, delayLimit: 2 });
  });

  it('a POST without Content-Type and with a row: errorCode 8 comes first', async () => {
    const { fake } = await withRow();
    const res = raw(fake, 'POST', '{not json');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errors[0].errorCode).toBe(8);
  });

  it('GET and DELETE do not look at the Content-Type', async () => {
    const { http } = await withRow();
    expectLimits(await http.get(LIMITS).set('Content-Type', 'text/plain').send('hello'), 200, ZERO);
    expectEmpty(await http.delete(LIMITS).set('Content-Type', 'text/plain').send('hello'), 204);
  });
});
