// Child process: the baseline. A bare node:http server that answers recorded bytes (status,
// headers, body) by method and URL, reading the request body first as any server must. It does
// nothing else, so the ratio fake / bare is what the fake's request path costs. With `CERT KEY`
// (PEM files) after the answers, the same on node:https.
import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { listenAsChild } from './child-listen.ts';
import { readAnswers, type ServedAnswer } from './recorded-answers.ts';
import { tlsOfArgs } from './tls-files.ts';

const [file, ...tlsArgs] = process.argv.slice(2);
if (!file) throw new Error('usage: bare-child.ts ANSWERS.json [CERT KEY]');
const tls = tlsOfArgs(tlsArgs);
const answers = new Map<string, ServedAnswer>(readAnswers(file).map((a) => [`${a.method} ${a.url}`, a]));

const answer: RequestListener = (req, res) => {
  res.sendDate = false;
  const a = answers.get(`${req.method} ${req.url}`);
  req.resume();
  req.once('end', () => {
    if (!a) res.writeHead(404).end();
    else res.writeHead(a.status, a.headers).end(a.body);
  });
};
const server: Server = tls === undefined ? createServer(answer) : (createHttpsServer(tls, answer) as unknown as Server);
listenAsChild(server);
