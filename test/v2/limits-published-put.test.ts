// PUT /v2/limits with the body as published (DESIGN §2.4, interface "Limits under /v2"): the
// host-configuration-like fields are accepted, checked against the contract, and leave the limits
// as they are; mixed with limits fields they are unknown (errorCode 5).
import { describe, expect, it } from 'vitest';
import { expectEmpty, expectLimits, expectV2Errors, LIMITS, unchangedBy, withoutRow, withRow, ZERO, type Limits } from './support.ts';
import { violations } from '../support/fake-app.ts';

const CURRENT: Limits = { ...ZERO, downGlobalLimit: 800, delayLimit: 20 };

const PUBLISHED = {
  business: ['hostas', 'hostbs'],
  roles: [{ hostName: 'hostas', roleList: ['FULLADMIN'] }],
  aliases: [{ hostName: 'hostbs', aliasList: ['b1', 'b2'] }],
  others: '<root><version>3.6.2</version></root>',
};

describe('PUT /v2/limits with the published body', () => {
  it('is a valid published body for the contract', () => {
    expect(violations('urn:tmkit:limits-published-put', PUBLISHED)).toEqual([]);
  });

  it('answers 201 with the current limits and changes nothing', async () => {
    const { fake, http } = await withRow(CURRENT);
    expectLimits(await unchangedBy(fake, () => http.put(LIMITS).send(PUBLISHED)), 201, CURRENT);
    expectLimits(await http.get(LIMITS), 200, CURRENT);
  });

  it.each(Object.keys(PUBLISHED))('accepts %s alone', async (key) => {
    const { fake, http } = await withRow(CURRENT);
    const body = { [key]: PUBLISHED[key as keyof typeof PUBLISHED] };
    expectLimits(await unchangedBy(fake, () => http.put(LIMITS).send(body)), 201, CURRENT);
  });

  it('accepts empty lists', async () => {
    const { http } = await withRow(CURRENT);
    expectLimits(await http.put(LIMITS).send({ business: [], roles: [], aliases: [] }), 201, CURRENT);
  });

  it('needs a row like any PUT: 404 empty', async () => {
    const { fake, http } = withoutRow();
    expectEmpty(await unchangedBy(fake, () => http.put(LIMITS).send(PUBLISHED)), 404);
  });

  it('refuses values of the wrong shape, naming the nested field', async () => {
    const { fake, http } = await withRow(CURRENT);
    const res = await unchangedBy(fake, () =>
      http.put(LIMITS).send({
        business: ['ok', 3],
        roles: [{ hostName: 'a', roleList: 'FULLADMIN', extra: true }],
        aliases: 'none',
        others: 42,
      }),
    );
    expectV2Errors(res, [
      [7, "The value '3' is not valid for field 'business[1]'."],
      [5, "Unknown field : 'roles[0].extra'."],
      [7, "The value 'FULLADMIN' is not valid for field 'roles[0].roleList'."],
      [7, "The value 'none' is not valid for field 'aliases'."],
      [7, "The value '42' is not valid for field 'others'."],
    ]);
  });

  it('refuses a published field given as null or empty: errorCode 6', async () => {
    const { fake, http } = await withRow(CURRENT);
    const res = await unchangedBy(fake, () => http.put(LIMITS).send({ business: null, others: '' }));
    expectV2Errors(res, [
      [6, "The required field 'business' is missing or empty."],
      [6, "The required field 'others' is missing or empty."],
    ]);
  });

  it('refuses other fields beside the published ones: errorCode 5', async () => {
    const { fake, http } = await withRow(CURRENT);
    const res = await unchangedBy(fake, () => http.put(LIMITS).send({ ...PUBLISHED, hostid: 'x' }));
    expectV2Errors(res, [[5, "Unknown field : 'hostid'."]]);
  });

  it('matches the published names exactly (the limits names are the case-insensitive ones)', async () => {
    const { fake, http } = await withRow(CURRENT);
    expectV2Errors(await unchangedBy(fake, () => http.put(LIMITS).send({ Business: [] })), [[5, "Unknown field : 'Business'."]]);
  });

  it('mixed with limits fields, the published fields are unknown and nothing is applied', async () => {
    const { fake, http } = await withRow(CURRENT);
    const res = await unchangedBy(fake, () => http.put(LIMITS).send({ business: ['a'], upGlobalLimit: 5, others: '<x/>' }));
    expectV2Errors(res, [[5, "Unknown field : 'business'."], [5, "Unknown field : 'others'."]]);
  });
});
