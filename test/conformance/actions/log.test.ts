// The /log checks: no deviation against the clean fake, and the deviation against a fake wrapped
// into a server with a planted bug.
import { describe, expect, it } from 'vitest';
import { logExportCountMatches } from '../../../conformance/checks/actions/log-export-count-matches.ts';
import { logPurgeRemovesExported } from '../../../conformance/checks/actions/log-purge-removes-exported.ts';
import { logMissingClassRejected } from '../../../conformance/checks/actions/log-missing-class-rejected.ts';
import { editJson, fakeTarget, found, misbehaving, pathOf, runOne, SEEDS, statusOf } from './support.ts';

type Packet = Record<string, unknown>;
type LogAnswer = { answer?: { results?: Packet[] } };

/** A wrapper that edits the JSON body of every GET /log request. */
const editLogRequest = (edit: (p: Packet) => void) => ({
  request: (r: { method: string; url: string; headers: Readonly<Record<string, string>>; body: string }) =>
    pathOf(r) === '/log' && r.body.trim().startsWith('{') ? { ...r, body: editJson<Packet>(r.body, edit) } : r,
});

describe('log_export_count_matches', () => {
  it.each(SEEDS)('finds nothing on the clean fake (seed %i)', async (seed) => {
    const target = fakeTarget({ seed });
    const r = await runOne(target, logExportCountMatches, { seed, runs: 25 });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, 'log_export_count_matches')).toBe('passed');
  });

  it.each(SEEDS)('sees an export that ignores the rule (seed %i)', async (seed) => {
    const target = misbehaving(fakeTarget({ seed }), editLogRequest((p) => void delete p['rule']));
    const r = await runOne(target, logExportCountMatches, { seed, runs: 25 });
    expect(found(r)).toEqual(['log_export_count_matches GET /log: GET /log exported a different number of transfers than the list of own transfers with the same filters']);
    expect(r.deviations[0]?.path).toBeTypeOf('string');
    expect(statusOf(r, 'log_export_count_matches')).toBe('failed');
  });

  it('sees an exported count that is off by one', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) =>
        pathOf(req) === '/log' && res.status === 200
          ? { ...res, body: editJson<LogAnswer>(res.body, (j) => void j.answer?.results?.forEach((p) => (p['exported'] = Number(p['exported']) + 1))) }
          : res,
    });
    const r = await runOne(target, logExportCountMatches);
    expect(r.deviations.map((d) => d.check)).toEqual(['log_export_count_matches']);
    expect(r.deviations[0]?.received).toMatch(/^Received: exported = \d+$/);
  });
});

describe('log_purge_removes_exported', () => {
  it.each(SEEDS)('finds nothing on the clean fake and leaves no transfer behind (seed %i)', async (seed) => {
    const target = fakeTarget({ seed });
    const before = target.fake.store.transfers.size;
    const r = await runOne(target, logPurgeRemovesExported, { seed });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, 'log_purge_removes_exported')).toBe('passed');
    expect(target.fake.store.transfers.size).toBe(before);
  });

  it('purges only its own transfers', async () => {
    const target = fakeTarget();
    const ids = () => new Set([...target.fake.store.transfers.values()].map((t) => String(t.record.SPECIALID)));
    const before = ids();
    await runOne(target, logPurgeRemovesExported);
    expect(ids()).toEqual(before);
  });

  it('sees a purge that deletes nothing', async () => {
    const target = misbehaving(fakeTarget(), editLogRequest((p) => void delete p['purge']));
    const r = await runOne(target, logPurgeRemovesExported);
    expect(found(r)).toContain('log_purge_removes_exported GET /transfers: transfers exported by a purge are still listed');
  });

  it('sees a purge that goes beyond its selection', async () => {
    const target = misbehaving(fakeTarget(), editLogRequest((p) => void (p['purge'] === true && delete p['stopid'])));
    const r = await runOne(target, logPurgeRemovesExported);
    expect(found(r)).toEqual([
      'log_purge_removes_exported GET /log: GET /log with purge did not export the transfers of its selection',
      'log_purge_removes_exported GET /transfers: a purge deleted a transfer outside its selection',
    ]);
  });

  it('sees a purged count that is not the exported count', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) =>
        pathOf(req) === '/log' && res.status === 200 ? { ...res, body: editJson<LogAnswer>(res.body, (j) => void j.answer?.results?.forEach((p) => (p['purged'] = 0))) } : res,
    });
    const r = await runOne(target, logPurgeRemovesExported);
    expect(found(r)).toEqual(['log_purge_removes_exported GET /log: GET /log with purge answered a purged count different from the exported count']);
  });
});

describe('log_missing_class_rejected', () => {
  it.each(SEEDS)('finds nothing on the clean fake (seed %i)', async (seed) => {
    const r = await runOne(fakeTarget({ seed }), logMissingClassRejected, { seed });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, 'log_missing_class_rejected')).toBe('passed');
  });

  it('sees a server that exports a packet without @class', async () => {
    const target = misbehaving(fakeTarget(), editLogRequest((p) => void (p['@class'] ??= 'org.vendor.openproto.protocol.localhandler.packet.json.LogJsonPacket')));
    const r = await runOne(target, logMissingClassRejected);
    expect(found(r)).toEqual(['log_missing_class_rejected GET /log: GET /log with a packet without @class was not refused as expected']);
    expect(r.deviations[0]?.received).toBe('Received: HTTP 200 with JSON code 200');
  });

  it('sees a refusal of an unreadable packet in the full envelope', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) =>
        pathOf(req) === '/log' && res.status === 400 && !res.body.includes('X-method') ? { ...res, body: editJson<Packet>(res.body, (j) => ({ 'X-method': 'GET', path: '/log', base: 'log', uri: {}, ...j })) } : res,
    });
    const r = await runOne(target, logMissingClassRejected);
    expect(found(r)).toEqual(['log_missing_class_rejected GET /log: GET /log with a packet without @class: not the short error body of an unreadable packet']);
    expect(r.deviations[0]?.occurrences).toBe(3);
  });

  it('sees a missing body answered without "not enough information"', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) => (pathOf(req) === '/log' && req.body === '' ? { ...res, body: editJson<Packet>(res.body, (j) => void (j['detail'] = 'no packet')) } : res),
    });
    const r = await runOne(target, logMissingClassRejected);
    expect(found(r)).toEqual(['log_missing_class_rejected GET /log: GET /log with no body: the refusal does not say why']);
  });
});
