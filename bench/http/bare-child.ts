// Child process: the baseline. A bare node:http server that answers recorded bytes (status,
// headers, body) by method and URL, reading the request body first as any server must. It does
// nothing else, so the ratio fake / bare is what the fake's request path costs.
import { createServer } from 'node:http';
import { listenAsChild } from './child-listen.ts';
import { readAnswers, type ServedAnswer } from './recorded-answers.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: bare-child.ts ANSWERS.json');
const answers = new Map<string, ServedAnswer>(readAnswers(file).map((a) => [`${a.method} ${a.url}`, a]));

const server = createServer((req, res) => {
  res.sendDate = false;
  const a = answers.get(`${req.method} ${req.url}`);
  req.resume();
  req.once('end', () => {
    if (!a) res.writeHead(404).end();
    else res.writeHead(a.status, a.headers).end(a.body);
  });
});
listenAsChild(server);
