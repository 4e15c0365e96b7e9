// log_purge_removes_exported: GET /log with purge=true deletes the transfers it exported, and
// only those (reference §4, confirmed §18). The check never purges data it did not create: it
// creates its own transfers (file and partner names carry the run prefix; the rule is one the
// server knows, so it can delete them again), purges a window of their ids that also names the
// rule, and only after a list has shown that the window holds nothing else. One more transfer of
// its own, just above the window, must survive.
import type { CheckContext } from '../../runner/context.ts';
import { NotJudged, type ScenarioCheck } from '../check.ts';
import { answerOf, expectStatus, idText, knownRule, serverNow } from '../scenarios/helpers.ts';
import { firstResult, idOf, listOwnTransfers, logPacket, numberOf, statusText } from './support.ts';

const IN_WINDOW = 3;
const DAY_MS = 24 * 3600 * 1000;

export const logPurgeRemovesExported: ScenarioCheck = {
  id: 'log_purge_removes_exported',
  kind: 'scenario',
  severity: 'critical',
  rule: 'GET /log with purge deletes exactly the transfers it exported: none of them is listed afterwards, and transfers outside the selection stay.',
  failsWhen: 'after GET /log with purge=true, a transfer it exported is still listed, or a transfer of the run just outside the selection is gone.',
  needs: { writes: true, purge: true },
  async run(ctx: CheckContext) {
    const self = await ctx.hostId();
    // A rule the server knows: it cannot delete a transfer of an unknown rule (§18), so the
    // survivor would outlive the run. The id window, checked below, keeps the purge to our own.
    const rule = await knownRule(ctx);
    const partner = `${ctx.runPrefix}-purge-partner`;
    const now = await serverNow(ctx);
    const startTrans = now === undefined ? {} : { STARTTRANS: now + DAY_MS };

    const created: bigint[] = [];
    for (let i = 0; i <= IN_WINDOW; i++) {
      const ex = await ctx.call({
        method: 'POST',
        path: '/transfers',
        body: { FILENAME: `${ctx.runPrefix}-purge-${i}.txt`, IDRULE: rule, REQUESTER: self, REQUESTED: partner, OWNERREQ: self, ...startTrans },
      });
      if (!expectStatus(ctx, ex, 200, 'POST /transfers (a transfer to purge)')) return;
      const id = idOf(answerOf(ex)?.['SPECIALID']);
      if (id === undefined) return;
      created.push(id);
      ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/transfers/${id}`, query: { REQUESTER: self, REQUESTED: partner, OWNERREQ: self } }));
    }
    created.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const window = created.slice(0, IN_WINDOW);
    const survivor = created[IN_WINDOW];
    const low = window[0];
    const high = window[IN_WINDOW - 1];
    if (low === undefined || high === undefined || survivor === undefined) return;

    // Safety first: the id window must hold only this check's transfers (whatever their rule),
    // else the purge is not sent at all.
    const inWindow = await listOwnTransfers(ctx, { STARTID: String(low), STOPID: String(high) });
    const mine = new Set(window.map(String));
    if (!inWindow || !inWindow.complete || inWindow.rows.some((r) => !mine.has(idText(r['SPECIALID'])))) {
      throw new NotJudged("not judged: the id window of this run's transfers also holds transfers it did not create, so no purge is sent");
    }

    const purge = await ctx.call({ method: 'GET', path: '/log', body: logPacket(ctx, { rule, startid: String(low), stopid: String(high), purge: true }) });
    if (!expectStatus(ctx, purge, 200, 'GET /log with purge')) return;
    const answer = firstResult(purge);
    const exported = numberOf(answer?.['exported']);
    const purged = numberOf(answer?.['purged']);
    if (exported !== IN_WINDOW) {
      ctx.report({ title: 'GET /log with purge did not export the transfers of its selection', expected: `Expected: exported = ${IN_WINDOW} (the check's own transfers ${low}..${high} of rule ${rule})`, received: `Received: exported = ${exported ?? 'missing'}` }, purge);
    }
    if (purged !== exported) {
      ctx.report({ title: 'GET /log with purge answered a purged count different from the exported count', expected: `Expected: purged = exported = ${exported ?? IN_WINDOW}`, received: `Received: purged = ${purged ?? 'missing'}` }, purge);
    }

    const after = await listOwnTransfers(ctx, { STARTID: String(low), STOPID: String(survivor) });
    if (!after) {
      const ex = await ctx.call({ method: 'GET', path: '/transfers', query: { OWNERREQ: self, STARTID: String(low), STOPID: String(survivor) } });
      expectStatus(ctx, ex, 200, 'GET /transfers after the purge');
      return;
    }
    const left = new Set(after.rows.map((r) => idText(r['SPECIALID'])));
    const kept = window.filter((id) => left.has(String(id)));
    if (kept.length > 0) {
      ctx.report({ title: 'transfers exported by a purge are still listed', expected: `Expected: transfers ${window.join(', ')} deleted by the purge`, received: `Received: ${kept.join(', ')} still listed (purge answered ${statusText(purge)}, purged = ${purged ?? 'missing'})` }, after.exchange);
    }
    if (!left.has(String(survivor))) {
      ctx.report({ title: 'a purge deleted a transfer outside its selection', expected: `Expected: transfer ${survivor} (above stopid ${high}) still listed`, received: 'Received: it is gone' }, after.exchange);
    }
  },
};
