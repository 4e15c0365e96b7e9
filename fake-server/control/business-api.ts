// The control endpoints of the business classes /business answers as run (docs/fake.md
// "Business classes"): the fake runs no code, so a test registers the classes its client calls
// and the text each run gives back. `GET /_fake/business` lists them; `PUT /_fake/business
// {"<className>": "<answer text>", ...}` replaces them; `POST /_fake/reset` brings back the
// `business` option's (`tmkit serve --business FILE`).
import type { FakeServer } from '../fake.ts';
import { isProblem, problem, readObject, type ControlReply } from './control-body.ts';

/** GET /_fake/business: the registered classes and their answers. */
export function listBusinessClasses(fake: FakeServer): ControlReply {
  return { status: 200, body: { classes: Object.fromEntries(fake.server.businessClasses) } };
}

/**
 * The classes of a `{"<className>": "<answer text>"}` object, or why it is not one. Shared by the
 * control endpoint and the `--business FILE` option.
 */
export function businessClassesOf(value: Readonly<Record<string, unknown>>): Map<string, string> | string {
  const classes = new Map<string, string>();
  for (const [name, answer] of Object.entries(value)) {
    if (name.trim() === '') return 'a class name must not be empty';
    if (typeof answer !== 'string') return `the answer of ${name} must be a text, e.g. {"${name}": "done"}`;
    classes.set(name, answer);
  }
  return classes;
}

/** PUT /_fake/business: replaces the registered classes. */
export function setBusinessClasses(fake: FakeServer, text: string): ControlReply {
  const body = readObject(text);
  if (isProblem(body)) return body;
  const classes = businessClassesOf(body);
  if (typeof classes === 'string') return problem(400, classes);
  fake.server.businessClasses = classes;
  return listBusinessClasses(fake);
}
