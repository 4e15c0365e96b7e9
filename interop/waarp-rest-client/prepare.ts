// Command: posts the rules Waarp's scenario expects (scenario-fixture.ts) to a real server fresh
// from reset-real-server.sh, before the snapshot and the recorded run.
//   node bin/run-ts.js interop/waarp-rest-client/prepare.ts HOST PORT
import { prepareScenario } from './scenario-fixture.ts';

const [host, port] = process.argv.slice(2);
if (host === undefined || port === undefined) {
  console.error('usage: prepare.ts HOST PORT');
  process.exit(2);
}
await prepareScenario(host, Number(port));
console.log(`rules rule3 and rule4 posted to ${host}:${port}`);
