// The rules of a dataset file that has none (written before datasets held rules, or by hand): one
// rule per IDRULE its transfers name, the least a server held for them: the direction of the first
// transfer under it as its MODETRANS, any host (empty HOSTIDS), the server's default folders (empty
// paths) and no tasks. So every transfer's rule exists, and the fake's rules are the file's.
import { isReceiveMode, type Rule, type Transfer } from '../../contract/index.ts';
import { minimalRule } from '../factories/minimal-rule.ts';

/** One minimal rule per IDRULE of `transfers`, sorted by name. */
export function rulesOfTransfers(transfers: Iterable<Transfer>): Rule[] {
  const modes = new Map<string, number>();
  for (const t of transfers) if (!modes.has(t.IDRULE)) modes.set(t.IDRULE, isReceiveMode(t.MODETRANS) ? 2 : 1);
  return [...modes.keys()].sort().map((name) => minimalRule(name, modes.get(name) as number));
}
