// Equivalent variants (issue "A suite that is never fooled", item 2): servers a client cannot tell
// apart from the clean fake, planted like faults so the detection tests can require that the suite
// reports nothing against them: JSON object keys in another order (at every depth), other
// whitespace between JSON tokens, extra response headers, header names in another case, and
// `Connection: close` on every answer. Never in FAULTS: nothing here is a deviation.
import type { Reply } from '../http/reply.ts';
import { isJsonObject, type JsonValue, serialize } from '../../contract/index.ts';
import { isV2, replyJson } from './rewrite.ts';
import type { Fault } from './types.ts';

/** The value with the keys of every object in reverse order (arrays keep theirs: their order means something). */
function reversedKeys(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (!isJsonObject(value)) return value;
  const out: Record<string, JsonValue> = {};
  for (const k of Object.keys(value).reverse()) out[k] = reversedKeys(value[k] as JsonValue);
  return out as JsonValue;
}

/** JSON text with a space after every `:` and `,` outside strings, and a final newline: the same JSON. */
function spaced(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    out += c;
    if (inString) {
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === ':' || c === ',') out += ' ';
  }
  return `${out}\n`;
}

/** A JSON answer (v1 or v2) written again by `write`; any other answer as it was. */
function rewriteJson(reply: Reply, v2: boolean, write: (body: JsonValue, asciiOnly: boolean) => string): Reply {
  const body = replyJson(reply);
  if (!body) return reply;
  return { ...reply, body: write(body, !v2), ascii: !v2 };
}

const withHeaders = (reply: Reply, edit: (headers: Record<string, string>) => Record<string, string>): Reply => ({ ...reply, headers: edit({ ...reply.headers }) });

/** Every equivalent variant; `--fault equivalent-keys-reordered` plants one like a fault. */
export const EQUIVALENT_VARIANTS: readonly Fault[] = [
  {
    name: 'equivalent-keys-reordered',
    family: 'envelope',
    description: 'Every JSON answer writes the keys of every object in reverse order (JSON objects are unordered).',
    expectedCheck: [],
    apply: { reply: (req, reply) => rewriteJson(reply, isV2(req), (b, ascii) => serialize(reversedKeys(b) as never, ascii)) },
  },
  {
    name: 'equivalent-whitespace',
    family: 'envelope',
    description: 'Every JSON answer has a space after each colon and comma and ends with a newline.',
    expectedCheck: [],
    apply: { reply: (req, reply) => rewriteJson(reply, isV2(req), (b, ascii) => spaced(serialize(b as never, ascii))) },
  },
  {
    name: 'equivalent-extra-headers',
    family: 'envelope',
    description: 'Every answer carries two more headers (Cache-Control: no-store, X-Served-By: tmkit-variant).',
    expectedCheck: [],
    apply: { reply: (_req, reply) => withHeaders(reply, (h) => ({ ...h, 'Cache-Control': 'no-store', 'X-Served-By': 'tmkit-variant' })) },
  },
  {
    name: 'equivalent-header-case',
    family: 'envelope',
    description: 'Every answer writes its header names in upper case (HTTP header names are case-insensitive).',
    expectedCheck: [],
    apply: { reply: (_req, reply) => withHeaders(reply, (h) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toUpperCase(), v]))) },
  },
  {
    name: 'equivalent-charset-utf8',
    family: 'envelope',
    description: 'Every JSON answer says Content-Type: application/json; charset=UTF-8 (the same media type; UTF-8 is JSON\'s encoding).',
    expectedCheck: [],
    apply: {
      reply: (_req, reply) => {
        const type = Object.entries(reply.headers).find(([k]) => k.toLowerCase() === 'content-type');
        if (!type || !type[1].toLowerCase().startsWith('application/json')) return reply;
        return withHeaders(reply, (h) => ({ ...Object.fromEntries(Object.entries(h).filter(([k]) => k.toLowerCase() !== 'content-type')), [type[0]]: 'application/json; charset=UTF-8' }));
      },
    },
  },
  {
    name: 'equivalent-trailing-newline',
    family: 'envelope',
    description: 'Every JSON answer ends with a newline, its tokens otherwise as the fake writes them.',
    expectedCheck: [],
    apply: { reply: (req, reply) => rewriteJson(reply, isV2(req), (b, ascii) => `${serialize(b as never, ascii)}\n`) },
  },
  {
    name: 'equivalent-unicode-escaped',
    family: 'envelope',
    description: 'Every JSON answer writes each character beyond ASCII as a \\u escape with lower-case hex (v1 and v2 alike): the same strings.',
    expectedCheck: [],
    apply: { reply: (_req, reply) => rewriteJson(reply, false, (b) => serialize(b as never, true).replace(/\\\\|\\u([0-9A-F]{4})/g, (m, h: string | undefined) => (h === undefined ? m : `\\u${h.toLowerCase()}`))) },
  },
  {
    name: 'equivalent-connection-close',
    family: 'envelope',
    description: 'Every answer says Connection: close, so each request goes on a new connection.',
    expectedCheck: [],
    apply: { reply: (_req, reply) => withHeaders(reply, (h) => ({ ...h, Connection: 'close' })) },
  },
];
