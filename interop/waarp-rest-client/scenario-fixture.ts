// What Waarp's test scenario expects its server to hold beyond our data set: the rules rule3 and
// rule4 of Waarp's JUnit configuration (WaarpR66/src/test/resources/Linux/config/rulesend-any.rule.xml
// and rulerecv-any.rule.xml: mode 3 and 4, any partner, default folders). Its transfers name rule3
// (a 3.6.2 cannot read back a transfer whose rule it lacks: 404) and its /control and /info calls
// rule4. Posted through REST v1 before the run, not recorded; the fake's dataset holds them already.
import { request } from 'node:http';

const LOG = (path: string) => `<tasks><task><type>LOG</type><path>${path}</path><delay>0</delay></task></tasks>`;

/** The two rules as POST /rules bodies (tasks shortened to their LOG steps; the scenario runs none). */
export const SCENARIO_RULES = [
  { IDRULE: 'rule3', MODETRANS: 3 }, // rulesend-any.rule.xml
  { IDRULE: 'rule4', MODETRANS: 4 }, // rulerecv-any.rule.xml
].map(({ IDRULE, MODETRANS }) => ({
  IDRULE,
  MODETRANS,
  HOSTIDS: '<hostids></hostids>',
  RECVPATH: '',
  SENDPATH: '',
  ARCHIVEPATH: '',
  WORKPATH: '',
  RPRETASKS: LOG('mon info'),
  RPOSTTASKS: LOG('test'),
  RERRORTASKS: LOG('error erreur'),
  SPRETASKS: '<tasks></tasks>',
  SPOSTTASKS: '<tasks></tasks>',
  SERRORTASKS: LOG('error erreur'),
}));

function post(host: string, port: number, path: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host, port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, timeout: 10_000 }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Posts the scenario's rules to a server; throws with the server's answer when one is refused. */
export async function prepareScenario(host: string, port: number): Promise<void> {
  for (const rule of SCENARIO_RULES) {
    const { status, text } = await post(host, port, '/rules', JSON.stringify(rule));
    if (status !== 200) throw new Error(`POST /rules ${rule.IDRULE}: ${status} ${text.slice(0, 300)}`);
  }
}
