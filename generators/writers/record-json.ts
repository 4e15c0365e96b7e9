// Records as the v1 JSON the fake writes: keys in the server's order, SPECIALID with every digit
// (never through a JS number), non-ASCII escaped as \uXXXX upper-case (reference §1.7). Hosts and
// configurations go through the fake's own `serialize`; transfers, a million at a time, through a
// template of the same output that skips its per-key work (a test keeps the two identical).
import { type Configuration, type HostConfiguration, type Rule, type Transfer, quote, serialize, RECORD_MODEL, RULE_MODEL } from '../../contract/index.ts';
import { digits } from '../digits.ts';
import type { GeneratedHost } from '../factories/host-factory.ts';

// `quote` leaves printable ASCII other than `"` and `\\` alone; TRANSFERINFO's embedded map only
// needs its quotes escaped. (A regular expression beats a loop over char codes here.)
const PLAIN = /^[ !#-[\]-~]*$/;
const PLAIN_BUT_QUOTES = /^[ -[\]-~]*$/;

/** The JSON string body of `s` (without its quotes): `s` itself, not a copy, when nothing needs escaping. */
const e = (s: string): string => {
  if (PLAIN.test(s)) return s;
  if (PLAIN_BUT_QUOTES.test(s)) return s.replaceAll('"', '\\"');
  return quote(s, true).slice(1, -1);
};

// Host ids, rule names and status codes repeat on every line: escape each once.
const escaped = new Map<string, string>();
const ec = (s: string): string => {
  let text = escaped.get(s);
  if (text === undefined) {
    if (escaped.size > 10_000) escaped.clear();
    text = e(s);
    escaped.set(s, text);
  }
  return text;
};

function render(t: Transfer, suffix: string): string {
  return `{"@model":"${RECORD_MODEL.transfers}","SPECIALID":${t.SPECIALID},"RETRIEVEMODE":${t.RETRIEVEMODE},"IDRULE":"${ec(t.IDRULE)}","MODETRANS":${t.MODETRANS},"FILENAME":"${e(t.FILENAME)}","ORIGINALNAME":"${e(t.ORIGINALNAME)}","FILEINFO":"${e(t.FILEINFO)}","ISMOVED":${t.ISMOVED},"BLOCKSZ":${t.BLOCKSZ},"OWNERREQ":"${ec(t.OWNERREQ)}","REQUESTER":"${ec(t.REQUESTER)}","REQUESTED":"${ec(t.REQUESTED)}","TRANSFERINFO":"${e(t.TRANSFERINFO)}","GLOBALSTEP":${t.GLOBALSTEP},"GLOBALLASTSTEP":${t.GLOBALLASTSTEP},"STEP":${t.STEP},"STEPSTATUS":"${ec(t.STEPSTATUS)}","INFOSTATUS":"${ec(t.INFOSTATUS)}","RANK":${t.RANK},"STARTTRANS":${digits(t.STARTTRANS)},"STOPTRANS":${digits(t.STOPTRANS)},"UPDATEDINFO":${t.UPDATEDINFO}${t.RESCHEDULE ? ',"RESCHEDULE":true' : ''}${t.THROUGHMODE ? ',"THROUGHMODE":true' : ''},"ORIGINALSIZE":${digits(t.ORIGINALSIZE)},"follow":"${e(t.follow)}"}${suffix}`;
}

/** A transfer as the v1 JSON the fake writes: keys in the server's order, SPECIALID with every digit, non-ASCII as `\uXXXX`. */
export const transferJson = (t: Transfer): string => render(t, '');
/** An NDJSON line: the line break is part of the same template, which saves a concatenation per line. */
export const transferLine = (t: Transfer): string => render(t, '\n');

/** A host record as the v1 JSON the fake writes; with `withPassword`, its plain `password` is added as a last field. */
export function hostJson(h: GeneratedHost, withPassword = false): string {
  return serialize(withPassword ? { ...h.record, password: Buffer.from(h.password).toString('utf8') } : h.record);
}

/** A host configuration record as the v1 JSON the fake writes. */
export const hostConfigJson = (h: HostConfiguration): string => serialize(h);
/** A bandwidth configuration record as the v1 JSON the fake writes. */
export const configurationJson = (c: Configuration): string => serialize(c);

/** A rule as the dataset file holds it: the stored record (`urn:tmkit:rule`), keys in the schema's order. */
export const ruleJson = (r: Rule): string => serialize(r);
/** A rule as an NDJSON line holds it: marked `"@model":"DbRule"` first, as every line names its model. */
export const ruleNdjson = (r: Rule): string => serialize({ '@model': RULE_MODEL, ...r });
