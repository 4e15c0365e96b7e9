// The v2 client (v2-client.ts) against `fakeServerPerFile`, the door of jest suites (here with
// vitest's hooks, which npm test runs; in jest, its globals).
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { fakeServerPerFile } from 'transfer-monitor-kit';
import { doorOf, sendOverFetch, v2ClientTests } from './v2-client.ts';

const monitor = fakeServerPerFile({ beforeAll, beforeEach, afterAll }, { seed: 11 });

describe('a v2 client against fakeServerPerFile', () => v2ClientTests(() => doorOf(monitor.fake, sendOverFetch(monitor.url))));
