// response_schema_conformance: a JSON answer validates against the contract schema documented
// for its operation and status (Ajv; each violation names its instance path).
import { checkAgainst } from '../../contract/index.ts';
import type { ResponseCheck } from './check.ts';
import { documentedFor, plainJson } from './documented.ts';

export const responseSchemaConformance: ResponseCheck = {
  id: 'response_schema_conformance',
  kind: 'response',
  severity: 'major',
  rule: 'Every JSON answer matches the schema documented for its operation and status.',
  failsWhen: 'a JSON answer does not validate against the schema the contract documents for its operation and status (each violation names its instance path).',
  inspect(ex) {
    const schema = documentedFor(ex).find((r) => r.schema !== undefined)?.schema;
    if (!schema || !ex.response || ex.response.body.trim() === '') return undefined;
    const body = plainJson(ex);
    if (body === undefined) return undefined;
    return checkAgainst(schema, body)
      .slice(0, 5)
      .map((v) => ({ title: `schema violation at ${v.instancePath}`, expected: `${schema} at ${v.instancePath}`, received: v.message }));
  },
};
