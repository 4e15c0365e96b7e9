// Smoke: the fake answers the acceptance request with a valid envelope.
import { describe, expect, it } from 'vitest';
import { testFake, violations, idsOf } from './support/fake-app.ts';

describe('fake server smoke', () => {
  it('lists five transfers in descending SPECIALID order in a valid envelope', async () => {
    const { http } = testFake({ seed: 7 });
    const res = await http.get('/transfers?LIMIT=5&ORDERBYID=true');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(violations('urn:tmkit:v1-list-transfers', res.body)).toEqual([]);
    const ids = idsOf(res.text).map(BigInt);
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
  });
});
