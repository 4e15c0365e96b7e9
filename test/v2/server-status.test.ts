// GET /v2/server/status (docs/rest-v2-3.6.2.md §1 S1, §2.6) and PUT /v2/server/deactivate,
// /shutdown, /restart (S2-S4): the v2 status holds v1 GET /server's counters for the same data,
// the period is read as 3.6.2's Joda does, lastRun is the previous call's date, and the commands
// answer 204 as ServerHandler does without ending anything but through onShutdown.
import { describe, expect, it } from 'vitest';
import { listen } from '../../fake-server/index.ts';
import { serverStatusToV2, UPDATED_INFO, type ServerStatus } from '../../contract/index.ts';
import { testFake, violations } from '../support/fake-app.ts';
import { expectEmpty, expectV2Errors, unchangedBy } from './support.ts';

const DAY = 86_400_000;
const periodError = (value: string) => [4, `The value '${value}' is not valid for query parameter 'period'.`] as const;

describe('GET /v2/server/status', () => {
  it('answers the v2 status, valid against the contract, with the counters of v1 GET /server', async () => {
    const { http } = testFake();
    const v1 = await http.get('/server');
    const v1Status = v1.body.answer.results[0] as ServerStatus;
    const res = await http.get('/v2/server/status');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(violations('urn:tmkit:v2-server-status', res.body)).toEqual([]);
    const expected = serverStatusToV2(v1Status);
    for (const group of ['overall', 'globalSteps', 'runningSteps', 'errors'] as const) expect(res.body[group]).toEqual(expected[group]);
    expect(res.body.overall.allTransfers).toBeGreaterThan(0);
    expect(res.body.serverName).toBe(v1Status.HostID);
  });

  it('has lastRun null on the first call, then the date of the previous call', async () => {
    const { fake, http } = testFake();
    const first = await http.get('/v2/server/status');
    expect(first.body.lastRun).toBeNull();
    fake.clock.advance?.(5000);
    const second = await http.get('/v2/server/status');
    expect(second.body.lastRun).toBe(first.body.date);
    expect(second.body.date).not.toBe(first.body.date);
    fake.reset();
    expect((await http.get('/v2/server/status')).body.lastRun).toBeNull();
  });

  it('counts own transfers started within the period, fromDate = date − period', async () => {
    const { fake, http } = testFake();
    const now = fake.clock.now();
    const own = [...fake.store.transfers.values()].map((r) => r.record).filter((t) => t.OWNERREQ === fake.config.hostId);
    for (const [period, ms] of [['PT1H', 3_600_000], ['P1D', DAY], ['P3650D', 3650 * DAY], ['P1W', 7 * DAY]] as const) {
      const res = await http.get(`/v2/server/status?period=${period}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.fromDate).toBe(new Date(now - ms).toISOString());
      expect(res.body.overall.allTransfers, period).toBe(own.filter((t) => t.STARTTRANS >= now - ms).length);
      expect(res.body.overall.done, period).toBe(own.filter((t) => t.STARTTRANS >= now - ms && t.UPDATEDINFO === UPDATED_INFO.DONE).length);
    }
  });

  it('reads the period as Joda does: any case, weeks, milliseconds; 0 s counts over the default 24 h', async () => {
    const { fake, http } = testFake();
    const now = fake.clock.now();
    const day = (await http.get('/v2/server/status')).body;
    const zero = await http.get('/v2/server/status?period=PT0S');
    expect(zero.body.fromDate).toBe(new Date(now).toISOString());
    expect(zero.body.overall).toEqual(day.overall);
    expect((await http.get('/v2/server/status?period=pt1h')).body.fromDate).toBe(new Date(now - 3_600_000).toISOString());
    expect((await http.get('/v2/server/status?period=PT1.5S')).body.fromDate).toBe(new Date(now - 1500).toISOString());
    expect((await http.get('/v2/server/status?period=P')).status).toBe(200);
  });

  it('refuses months, years, unreadable periods and periods beyond a Java int of seconds with errorCode 4, changing nothing', async () => {
    const { fake, http } = testFake();
    for (const value of ['P1M', 'P1Y', 'bad', 'PT', 'P1DT', 'P1.5D', 'P1D1H', 'P100000D', 'PT2147483648S']) {
      await unchangedBy(fake, async () => expectV2Errors(await http.get(`/v2/server/status?period=${encodeURIComponent(value)}`), [periodError(value)]));
    }
    // A refused call is no run: lastRun stays null.
    expect((await http.get('/v2/server/status')).body.lastRun).toBeNull();
  });

  it('answers in French with Accept-Language: fr', async () => {
    const res = await testFake().http.get('/v2/server/status?period=P1M').set('Accept-Language', 'fr');
    expectV2Errors(res, [[4, "La valeur 'P1M' n'est pas valide pour le paramètre de requête 'period'."]]);
  });

  it('answers over real HTTP', async () => {
    const running = await listen(testFake().fake, { port: 0 });
    try {
      const res = await fetch(`${running.url}/v2/server/status?period=PT1H`);
      expect(res.status).toBe(200);
      expect(violations('urn:tmkit:v2-server-status', await res.json())).toEqual([]);
    } finally {
      await running.close();
    }
  });
});

describe('PUT /v2/server/deactivate, /shutdown, /restart', () => {
  it('deactivate switches the own host between inactive and active, 204 with the new state in `active`', async () => {
    const { fake, http } = testFake();
    const self = fake.config.hostId;
    const before = fake.store.hosts.get(self);
    expect(before?.record.ISACTIVE).toBe(true);
    const off = await http.put('/v2/server/deactivate');
    expectEmpty(off, 204);
    expect(off.headers['active']).toBe('false');
    expect(fake.store.hosts.get(self)?.record.ISACTIVE).toBe(false);
    expect(fake.store.hosts.get(self)?.secret).toEqual(before?.secret);
    const on = await http.put('/v2/server/deactivate');
    expect(on.headers['active']).toBe('true');
    expect(fake.store.hosts.get(self)?.record.ISACTIVE).toBe(true);
  });

  it('deactivate answers 404 when the own host row is missing', async () => {
    const { fake, http } = testFake({ dataset: 'empty' });
    expect(fake.store.hosts.get(fake.config.hostId)).toBeUndefined();
    await unchangedBy(fake, async () => expectEmpty(await http.put('/v2/server/deactivate'), 404));
  });

  it.each([['shutdown', false], ['restart', true]] as const)('%s answers 204 and then signals onShutdown (restart %s); the store stays', async (command, restart) => {
    const { fake, http } = testFake();
    const events: unknown[] = [];
    fake.onShutdown((e) => events.push(e));
    const res = await unchangedBy(fake, () => http.put(`/v2/server/${command}`));
    expectEmpty(res, 204);
    expect(events).toEqual([{ restart }]);
  });
});
