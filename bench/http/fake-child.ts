// Child process: the fake on HTTP exactly as `tmkit serve` puts it there (default options, the
// default dataset), on 127.0.0.1 and a free port; prints {"url"} and runs until SIGTERM.
import { createFakeServer, listen } from '../../fake-server/index.ts';

const running = await listen(createFakeServer(), { port: 0 });
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
