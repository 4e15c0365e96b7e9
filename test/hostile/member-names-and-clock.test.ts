// Two defects the hostile tests found (both fixed): query arguments named like Object.prototype
// members (fake-server/http/request.ts), and a frozen clock set beyond the range of a date
// (fake-server/control/control-api.ts).
import { describe, expect, it } from 'vitest';
import { CONTROL_PREFIX } from '../../fake-server/index.ts';
import { testFake } from '../support/fake-app.ts';

describe('found by the hostile tests', () => {
  // Gathered into a plain `{}`, a name that Object.prototype already has read the inherited member
  // as an earlier value (`constructor=x` gave [Object, "x"], echoed as [{}, "x"]), and `__proto__=x`
  // set the prototype instead of an argument (dropped from the echo).
  // Reference §2.1: the `uri` echo holds every sane query argument, a single value as a string.
  it('echoes query arguments named like Object.prototype members as given (request.ts)', async () => {
    const { http } = testFake();
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      const res = await http.get(`/hosts?${name}=x`);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).uri).toEqual(JSON.parse(`{"${name}":"x"}`));
    }
  });

  // A date only goes to ±8.64e15 ms: a clock set beyond it made the answer itself, then every later
  // GET /server, /_fake/health and /_fake/clock, answer 500 "Invalid time value" (fixed).
  it('refuses a clock beyond the range of a date with 400, and the fake keeps answering (control-api.ts)', async () => {
    const { http } = testFake();
    const set = await http.put(`${CONTROL_PREFIX}/clock`).set('content-type', 'application/json').send('{"now":9000000000000000}');
    expect(set.status).toBe(400);
    const advance = await http.post(`${CONTROL_PREFIX}/clock/advance`).set('content-type', 'application/json').send('{"ms":9007199254740991}');
    expect(advance.status).toBe(400);
    expect((await http.get('/server')).status).toBe(200);
    expect((await http.get(`${CONTROL_PREFIX}/health`)).status).toBe(200);
  });
});
