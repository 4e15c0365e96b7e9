// model_based_crud: fast-check generates short sequences of create, read, update, delete and list
// calls over the four collections (fc.commands), runs them against the target and against the
// in-memory model in ./model/, and reports the first answer that differs, with the seed and the
// shrunk path that replay it. Every run starts from no record of the run and deletes what it created.
import fc from 'fast-check';
import type { AsyncCommand } from 'fast-check';
import { COLLECTIONS, type Collection } from '../../../contract/index.ts';
import { SafetyRefusal } from '../../client/client.ts';
import type { ScenarioCheck } from '../check.ts';
import { requireWrites, runNames, Tracker } from './calls.ts';
import { RESOURCES } from './resources/index.ts';
import { CreateCommand } from './model/create-command.ts';
import { DeleteCommand } from './model/delete-command.ts';
import { ListCommand } from './model/list-command.ts';
import { emptyModel, ModelDeviation, type Model, type Real, type Space } from './model/model.ts';
import { ReadCommand } from './model/read-command.ts';
import { UpdateCommand } from './model/update-command.ts';

/** Short sequences keep the default run fast; shrinking makes a failing one shorter still. */
export const MAX_COMMANDS = 12;
/** How much more often a run calls its focus collection than all the others together. */
const FOCUS_WEIGHT = 4;

type Cmd = AsyncCommand<Model, Real>;

/** The calls on one collection; writes weigh more, so that reads and lists have something to show. */
function commandsOf(c: Collection, space: Space): fc.Arbitrary<Cmd> {
  const { resource, keys, lists } = space;
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(key, resource.createArbitrary()).map(([k, f]): Cmd => new CreateCommand(c, k, f)) },
    { weight: 1, arbitrary: key.map((k): Cmd => new ReadCommand(c, k)) },
    { weight: 2, arbitrary: fc.tuple(key, resource.updateArbitrary()).map(([k, f]): Cmd => new UpdateCommand(c, k, f)) },
    { weight: 1, arbitrary: key.map((k): Cmd => new DeleteCommand(c, k)) },
    { weight: 2, arbitrary: fc.constantFrom(...lists).map((q): Cmd => new ListCommand(c, q)) },
  );
}

/**
 * Each run dwells on one collection, so that a create, a read, an update and a list of the same
 * record meet within a dozen calls; the calls to the other collections in between check that a
 * write to one does not change another (hosts, host configurations and limits share host ids).
 */
function sequences(spaces: Readonly<Record<Collection, Space>>): fc.Arbitrary<Iterable<Cmd>> {
  return fc.constantFrom(...COLLECTIONS).chain((focus) => {
    const others = COLLECTIONS.filter((c) => c !== focus).map((c) => commandsOf(c, spaces[c]));
    const command = fc.oneof({ arbitrary: commandsOf(focus, spaces[focus]), weight: FOCUS_WEIGHT }, { arbitrary: fc.oneof(...others), weight: 1 });
    return fc.commands([command], { maxCommands: MAX_COMMANDS, size: 'max' });
  });
}

export const modelBasedCrud: ScenarioCheck = {
  id: 'model_based_crud',
  kind: 'scenario',
  severity: 'major',
  rule: 'Over any sequence of create, read, update, delete and list calls, every collection answers as an in-memory model of the interface predicts.',
  failsWhen: 'an answer to a generated sequence of create, read, update, delete and list calls differs from what the in-memory model of the interface predicts (the first one is reported, with the seed and shrunk path).',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'mb');
    const tracker = new Tracker(ctx);
    const spaces = Object.fromEntries(
      RESOURCES.map((resource) => [resource.collection, { resource, keys: resource.keys(names), lists: resource.lists(names) }]),
    ) as Record<Collection, Space>;
    for (const { resource, keys } of Object.values(spaces)) await tracker.sweep(resource, keys);
    const real: Real = { ctx, names, spaces, tracker };

    const property = fc.asyncProperty(sequences(spaces), async (cmds) => {
      if (real.halted) return;
      try {
        await fc.asyncModelRun(() => ({ model: emptyModel(), real }), cmds);
      } finally {
        // Each run starts from an empty model: remove what this one created.
        await tracker.flush();
      }
    });
    const details = await fc.check(property, { seed: ctx.seed, numRuns: ctx.runs });
    if (!details.failed) return;

    const error = details.errorInstance;
    if (error instanceof SafetyRefusal) throw error;
    if (real.halted) {
      // The runner already reported the request that got no answer; a spent budget ends the run.
      if (real.halted.failure === 'budget') throw real.halted;
      return;
    }
    if (!(error instanceof ModelDeviation)) throw error instanceof Error ? error : new Error(String(error));
    // The commands that ran, as fast-check prints them.
    const sequence = details.counterexample ? String(details.counterexample[0]) : '';
    ctx.report(
      {
        title: error.finding.title,
        expected: error.finding.expected,
        received: `${error.finding.received}\nSequence: ${sequence}`,
        seed: details.seed,
        ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}),
      },
      error.exchange,
    );
  },
};
