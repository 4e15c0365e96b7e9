// A v2 path segment is URL-decoded once, as 3.6.2 decodes it: `%2541` names the record `%41`,
// `%41` names `A`, and a non-ASCII name sent percent-encoded once reaches its record.
import { describe, expect, it } from 'vitest';
import { DOORS, freshFake } from './records-support.ts';

const EN = { 'Accept-Language': 'en' };
const rule = (name: string) => ({ name, mode: 'send' });

describe.each(DOORS)('v2 path ids %s', (_door, open) => {
  it('are decoded once, never twice', async () => {
    const call = await open(freshFake());
    for (const name of ['r%41', 'rA', 'Zoë-Müller']) expect((await call('POST', '/v2/rules', rule(name), EN)).status).toBe(201);
    expect((await call('GET', '/v2/rules/r%2541', undefined, EN)).body).toMatchObject({ name: 'r%41' });
    expect((await call('GET', '/v2/rules/r%41', undefined, EN)).body).toMatchObject({ name: 'rA' });
    expect((await call('GET', `/v2/rules/${encodeURIComponent('Zoë-Müller')}`, undefined, EN)).body).toMatchObject({ name: 'Zoë-Müller' });
    expect((await call('GET', `/v2/rules/${encodeURIComponent(encodeURIComponent('Zoë-Müller'))}`, undefined, EN)).status).toBe(404);
  });
});
