// business_registered_class: on a side fake with a business class registered (what `tmkit serve
// --business FILE` and PUT /_fake/business do), GET /business of that class answers as 3.6.2 answers
// a class that ran (HttpRestBusinessR66Handler.setOk, observed with TestExecJavaTask): 200, command
// ExecuteBusiness, `@model` Business, the packet echoed with `arguments` and the envelope's `detail`
// both the text the run gave back. Only on the embedded fake: against a server it would run code.
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { callOn, sideFake } from '../access/side-fake.ts';
import { rootOf, statusText } from '../actions/support.ts';
import { packetClass } from '../scenarios/helpers.ts';
import { resultOf } from './config-support.ts';

const CLASS = 'org.tmkit.conformance.CannedBusiness';
const RUN_TEXT = '"Validated"';

async function run(ctx: CheckContext): Promise<void> {
  const side = sideFake(ctx, 'a side fake with one business class registered', { business: { [CLASS]: RUN_TEXT } });
  const packet = { '@class': packetClass(ctx, 'BusinessRequestJsonPacket'), requestUserPacket: 22, className: CLASS, arguments: 'business 100 other arguments 0', toApplied: false };
  const ex = await callOn(ctx, side, { method: 'GET', path: '/business', body: packet });
  const root = rootOf(ex);
  const echoed = resultOf(ex);
  const answer = root?.['answer'] as Record<string, unknown> | undefined;
  const ok = ex.response?.status === 200 && root?.['command'] === 'ExecuteBusiness' && answer?.['@model'] === 'Business' && root?.['detail'] === RUN_TEXT
    && echoed?.['className'] === CLASS && echoed?.['arguments'] === RUN_TEXT && echoed?.['@class'] === packet['@class'];
  if (ok) return;
  ctx.report({
    title: `GET /business of a registered class (${side.label}): not the answer of a class that ran`,
    expected: `Expected: 200, command ExecuteBusiness, @model Business, detail ${RUN_TEXT}, the packet echoed with className ${CLASS} and arguments ${RUN_TEXT}`,
    received: `Received: ${statusText(ex)}, command ${String(root?.['command'])}, detail ${String(root?.['detail'])}, echoed ${JSON.stringify(echoed ?? null)}`,
  }, ex);
}

export const businessRegisteredClass: ScenarioCheck = {
  id: 'business_registered_class',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /business of a class registered with the fake answers 200 as 3.6.2 answers a class that ran: command ExecuteBusiness, the packet echoed with arguments and detail the text the run gave back.',
  failsWhen: 'GET /business of a registered class does not answer 200 with command ExecuteBusiness, @model Business, detail and arguments the registered text, and the packet echoed.',
  needs: { embedded: true },
  run,
};
