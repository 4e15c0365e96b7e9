// The predictions of the v2 write checks, against what a real 3.6.2 answered (docs/rest-v2-3.6.2.md
// §8.1, §8.2, §8.4): the rule written by a v2 body as GET shows it, and a transfer after each action.
import { describe, expect, it } from 'vitest';
import { ruleToV2, transferToV2 } from '../../../contract/index.ts';
import { writtenRule } from './v2-rule-model.ts';
import { afterAction, createdTransfer } from './v2-transfer-model.ts';

describe('writtenRule', () => {
  it('shows a POSTed full rule as 3.6.2 did (tmkitobsfull, §8.4): receive pre/post tasks hidden, sPreTasks from RERRORTASKS', () => {
    const rule = writtenRule({
      name: 'tmkitobsfull', mode: 'receive', hostIds: ['hostb', 'hostc'], recvPath: '/tmkitin', sendPath: '/tmkitout', archivePath: '/tmkitarch', workPath: '/tmkitwork',
      rPreTasks: [{ type: 'LOG', arguments: 'rpre', delay: 0 }], rPostTasks: [{ type: 'LOG', arguments: 'rpost', delay: 1 }],
      sPreTasks: [{ type: 'LOG', arguments: 'spre', delay: 2 }], sErrorTasks: [{ type: 'LOG', arguments: 'serr', delay: 3 }],
    });
    expect(rule.RPRETASKS).toEqual([{ type: 'LOG', path: 'rpre', delay: 0 }]);
    expect(rule.RERRORTASKS).toEqual([{ type: 'LOG', path: 'spre', delay: 2 }]);
    expect(ruleToV2(rule)).toEqual({
      name: 'tmkitobsfull', hostIds: ['hostb', 'hostc'], mode: 'receive', recvPath: '/tmkitin', sendPath: '/tmkitout', archivePath: '/tmkitarch', workPath: '/tmkitwork',
      rPreTasks: [], rPostTasks: [], sPreTasks: [{ type: 'LOG', arguments: 'spre', delay: 2 }], sErrorTasks: [{ type: 'LOG', arguments: 'serr', delay: 3 }],
    });
  });
  it('keeps on PUT what the body does not name, and gives a bare task empty arguments and delay 0', () => {
    const posted = writtenRule({ name: 'r', mode: 'send', hostIds: ['hosta'], recvPath: '/in', rPostTasks: [{ type: 'LOG', arguments: 'x', delay: 1 }] });
    const put = writtenRule({ name: 'r', mode: 'sendMD5', sErrorTasks: [{ type: 'LOG' }] }, posted);
    expect(put).toMatchObject({ MODETRANS: 3, HOSTIDS: ['hosta'], RECVPATH: '/in', RPOSTTASKS: [{ type: 'LOG', path: 'x', delay: 1 }], SERRORTASKS: [{ type: 'LOG', path: '', delay: 0 }] });
  });
  it('gives each of the eight modes its MODETRANS 1-8', () => {
    const modes = ['send', 'receive', 'sendMD5', 'receiveMD5', 'SENDTHROUGHMODE', 'RECVTHROUGHMODE', 'SENDMD5THROUGHMODE', 'RECVMD5THROUGHMODE'] as const;
    expect(modes.map((mode) => writtenRule({ name: 'r', mode }).MODETRANS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('createdTransfer and afterAction', () => {
  const input = { ruleName: 'rule1', filename: 'x.txt', requested: 'hostb', blockSize: 65536, fileInfo: 'f', transferInfo: '{}', start: '2099-01-01T00:00:00.000Z' };
  it('predicts the record 3.6.2 answered to POST /v2/transfers (§8.1)', () => {
    expect(transferToV2(createdTransfer(input, 1795717271648n, 1, 'hosta'))).toEqual({
      id: 1795717271648n, globalStep: 'NOTASK', globalLastStep: 'NOTASK', step: -1, rank: 0, status: 'TOSUBMIT', stepStatus: 'Unknown', errorCode: 45, errorMessage: 'Unknown status',
      originalFilename: 'x.txt', filename: 'x.txt', ruleName: 'rule1', blockSize: 65536, fileInfo: 'f', transferInfo: '{}',
      start: '2099-01-01T00:00:00.000Z', stop: '2099-01-01T00:00:00.000Z', requested: 'hostb', requester: 'hosta', retrieve: false,
    });
  });
  it('follows §8.2 through stop, stop, cancel, restart, stop: status and the letter alone change', () => {
    let t = createdTransfer({ ...input, transferInfo: '{"k":"v"}' }, 1n, 2, 'hosta');
    const seen = (['stop', 'stop', 'cancel', 'restart', 'stop'] as const).map((a) => {
      t = afterAction(t, a);
      return [t.UPDATEDINFO, t.TRANSFERINFO, t.GLOBALSTEP];
    });
    expect(seen).toEqual([[4, 'H', 0], [4, 'H', 0], [4, 'K', 0], [3, 'H', 0], [4, 'H', 0]]);
    expect(t.RETRIEVEMODE).toBe(true);
  });
});
