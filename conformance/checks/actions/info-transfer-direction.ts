// info_transfer_direction: GET /info with idRequest true finds a transfer by its id, the remote
// host (`rulename`) and the direction (`to`): to false means this server requested from the
// remote host, to true the remote host requested from this server (reference §5, §18). The
// wrong direction is not found. Read-only: the transfers come from a list.
import type { ScenarioCheck } from '../check.ts';
import { expectStatus, packetClass, results } from '../scenarios/helpers.ts';
import { firstResult, idOf, v1Code } from './support.ts';

export const infoTransferDirection: ScenarioCheck = {
  id: 'info_transfer_direction',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /info (idRequest true) finds a transfer by id, remote host and direction, and only in its own direction.',
  failsWhen: 'GET /info with idRequest true does not find a listed transfer by its id, remote host and direction, or finds it in the other direction.',
  async run(ctx) {
    const self = await ctx.hostId();
    const list = await ctx.call({ method: 'GET', path: '/transfers', query: { OWNERREQ: self, limit: 200 } });
    if (!expectStatus(ctx, list, 200, 'GET /transfers')) return;
    const rows = results(list).filter((r) => r['REQUESTER'] !== r['REQUESTED']);
    const outgoing = rows.find((r) => r['REQUESTER'] === self);
    const incoming = rows.find((r) => r['REQUESTED'] === self);
    for (const [row, to] of [[outgoing, false], [incoming, true]] as const) {
      if (!row) continue;
      const remote = String(to ? row['REQUESTER'] : row['REQUESTED']);
      const id = idOf(row['SPECIALID']);
      if (id === undefined) continue;
      const packet = (direction: boolean) => ({ '@class': packetClass(ctx, 'InformationJsonPacket'), requestUserPacket: 18, id, rulename: remote, idRequest: true, to: direction });
      const found = await ctx.call({ method: 'GET', path: '/info', body: packet(to) });
      if (found.response?.status === 400 && /Remote Host is unknown/.test(found.response.body)) continue; // the partner is no host of the server
      if (!expectStatus(ctx, found, 200, `GET /info of transfer ${id} with to ${to}`)) continue;
      const record = firstResult(found);
      if (idOf(record?.['SPECIALID']) !== id || record?.['REQUESTER'] !== row['REQUESTER'] || record?.['REQUESTED'] !== row['REQUESTED']) {
        ctx.report({ title: `GET /info with to ${to} answered another transfer`, expected: `Expected: transfer ${id} ${String(row['REQUESTER'])} → ${String(row['REQUESTED'])}`, received: `Received: ${record ? `${String(record['SPECIALID'])} ${String(record['REQUESTER'])} → ${String(record['REQUESTED'])}` : 'no record'}` }, found);
      }
      const reversed = await ctx.call({ method: 'GET', path: '/info', body: packet(!to) });
      if (reversed.response?.status === 200 && idOf(firstResult(reversed)?.['SPECIALID']) === id) {
        const other = rows.some((r) => idOf(r['SPECIALID']) === id && r['REQUESTER'] === (to ? self : remote) && r['REQUESTED'] === (to ? remote : self));
        if (!other) ctx.report({ title: `GET /info with to ${!to} found transfer ${id}, which only exists in the other direction`, expected: 'Expected: 400 (RunnerTask is not found)', received: `Received: HTTP 200${v1Code(reversed) ? ` code ${v1Code(reversed)}` : ''}` }, reversed);
      }
    }
  },
};
