// A check (after Schemathesis): a small named rule with a stable snake_case id, a severity, a
// short rule text and when it fails (docs/checks.md is generated from them). Response checks look at every answer the run gets; scenario checks send their
// own requests and compare what comes back with what the interface says.
import type { Exchange } from '../client/client.ts';
import type { CheckContext } from '../runner/context.ts';
import type { Finding, Severity } from '../runner/deviation.ts';

/** What every check has: its id, its severity, the rule it enforces and when it fails. */
export interface CheckInfo {
  /** Stable snake_case id (`status_code_conformance`): `--only`, `--skip` and baselines name checks by it. */
  readonly id: string;
  /** How serious a deviation found by this check is. */
  readonly severity: Severity;
  /** One sentence: what the interface requires. */
  readonly rule: string;
  /**
   * Completes "it fails when …": what the check reports a deviation for, ending with a period.
   * docs/checks.md says it for a check no planted fault makes fail (the others show a real sample).
   */
  readonly failsWhen: string;
}

/**
 * Thrown by a check that found nothing it may safely judge on this target (its state would make a
 * write touch records the run did not create): the check is reported skipped with the reason,
 * never passed, since nothing was checked.
 */
export class NotJudged extends Error {}

/** A check applied to every answer the run gets, whichever check sent the request. */
export interface ResponseCheck extends CheckInfo {
  readonly kind: 'response';
  /**
   * Findings about one answer (empty when it conforms); undefined when the answer is none the check
   * has a rule for (no v1 envelope, no JSON to validate): a check that judged no answer did not pass.
   */
  inspect(exchange: Exchange, ctx: CheckContext): readonly Finding[] | undefined;
}

/** A check that sends its own requests and compares what comes back with what the interface says. */
export interface ScenarioCheck extends CheckInfo {
  readonly kind: 'scenario';
  /**
   * What the scenario needs against a real target (DESIGN §6); the embedded fake allows everything.
   * `limits`: it changes the server's own limits (PUT /bandwidth, POST/PUT/DELETE /v2/limits) and
   * puts them back, which no run may do without `--allow-limits` (runner/context.ts); declare it
   * with `writes`. `configImport`: it imports configuration files of the server (PUT
   * /v2/server/config) and restores what it changed, `--allow-config-import`. `embedded`: it only runs against the embedded fake (it asks the target for variants
   * of itself configured otherwise, Target.variant, which says nothing about a real target), and is skipped against any other.
   * `connections`: it checks what the target does with one connection, so it needs a target
   * behind a socket (a URL, `tmkit serve` included) and is skipped against the embedded fake.
   * `tls`: it checks the target's TLS, so it needs an https:// target and is skipped against any other.
   */
  readonly needs?: { readonly writes?: boolean; readonly purge?: boolean; readonly shutdown?: boolean; readonly limits?: boolean; readonly configImport?: boolean; readonly embedded?: boolean; readonly connections?: boolean; readonly tls?: boolean };
  /** Runs the scenario, reporting what it finds with `ctx.report`. */
  run(ctx: CheckContext): Promise<void>;
}

/**
 * One check of the conformance suite: a small named rule of the interface, either a response
 * check (`kind: 'response'`, applied to every answer) or a scenario check (`kind: 'scenario'`,
 * which sends its own requests). {@link CHECKS} lists them all.
 */
export type Check = ResponseCheck | ScenarioCheck;
