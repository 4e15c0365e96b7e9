// The argument object of a data-model call: query arguments, then the JSON body on top (the body
// wins, also on GET; reference §2.2), and the lenient readers the real server applies to it.
import { isTrueArgument, type JsonObject, type JsonValue } from '../../../contract/index.ts';
import type { UriArgs } from '../../http/request.ts';

export type ArgValue = JsonValue | string[];
export type Args = Readonly<Record<string, ArgValue>>;

export function mergeArgs(uri: UriArgs, body: JsonObject | undefined): Args {
  const args: Record<string, ArgValue> = Object.create(null);
  for (const k of Object.keys(uri)) args[k] = uri[k] as ArgValue;
  if (body) for (const k of Object.keys(body)) args[k] = body[k] as JsonValue;
  return args;
}

/** A text argument; numbers and booleans read as their text, absent/null/arrays/objects as undefined. */
export function readString(args: Args, name: string): string | undefined {
  const v = args[name];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  return undefined;
}

const INTEGER_TEXT = /^\s*[-+]?\d+(\.\d*)?\s*$/;

/** An integer argument, truncated toward zero; non-numeric text reads as undefined (the caller's default). */
export function readBigInt(args: Args, name: string): bigint | undefined {
  const v = args[name];
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt(Math.trunc(v)) : undefined;
  if (typeof v === 'string' && INTEGER_TEXT.test(v)) return BigInt(v.trim().replace(/^\+/, '').replace(/\.\d*$/, ''));
  return undefined;
}

export function readInteger(args: Args, name: string): number | undefined {
  const b = readBigInt(args, name);
  return b === undefined ? undefined : Number(b);
}

/** A boolean argument, as the contract reads it (`isTrueArgument`). */
export const readFlag = (args: Args, name: string): boolean => isTrueArgument(args[name]);

/** Whether the argument was given at all (a present `false` is still a filter). */
export const hasArg = (args: Args, name: string): boolean => args[name] !== undefined && args[name] !== null;
