// The v2 client (v2-client.ts) against the vitest helper's fake on loopback HTTP.
import { describe } from 'vitest';
import { useFakeServer } from 'transfer-monitor-kit/vitest';
import { doorOf, sendOverFetch, v2ClientTests } from './v2-client.ts';

const monitor = useFakeServer({ seed: 5 });

describe('a v2 client against useFakeServer', () => v2ClientTests(() => doorOf(monitor.fake, sendOverFetch(monitor.url))));
