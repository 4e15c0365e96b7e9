// Child process: the fake on HTTP exactly as `tmkit serve` puts it there (default options, the
// default dataset), on 127.0.0.1 and a free port; prints {"url"} and runs until SIGTERM. With the
// arguments `CERT KEY` (PEM files), on HTTPS as `tmkit serve --tls-cert CERT --tls-key KEY`. With
// TMKIT_BENCH_NODE_PATH=1, every connection is node:http's (a limit of requests per connection is
// node's to count, so the direct path leaves such a server alone): what the direct path saves.
import { createFakeServer, listen } from '../../fake-server/index.ts';
import { tlsOfArgs } from './tls-files.ts';

const tls = tlsOfArgs(process.argv.slice(2));
const running = await listen(createFakeServer(), { port: 0, ...(tls === undefined ? {} : { tls }) });
if (process.env['TMKIT_BENCH_NODE_PATH'] === '1') running.server.maxRequestsPerSocket = Number.MAX_SAFE_INTEGER;
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
