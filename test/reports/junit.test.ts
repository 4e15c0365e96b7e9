// junit.xml: well-formed XML, one <testsuite> per check, one <testcase> per check and operation.
import { describe, expect, it } from 'vitest';
import { renderJunit } from '../../reports/index.ts';
import type { Deviation } from '../../conformance/index.ts';
import { baselinedResult, failingResult, HOSTILE, hostSchema, passingResult } from './fixtures.ts';
import { descendants, parseXml, type XmlElement } from './xml.ts';

const only = (el: XmlElement, name: string): XmlElement => {
  const found = descendants(el, name);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const suite = (root: XmlElement, name: string) => root.children.find((s) => s.attrs['name'] === name)!;

describe('junit.xml', () => {
  it('the checker itself rejects what is not well-formed', () => {
    for (const bad of ['<a><b></a></b>', '<a>x & y</a>', '<a x=1/>', '<a x="<"/>', '<a/><b/>', '<a>\u0001</a>', '<a>&#1;</a>', '<a>&nbsp;</a>', '<a>', '<a x="1" x="2"/>']) expect(() => parseXml(bad), bad).toThrow();
    expect(parseXml('<?xml version="1.0"?>\n<a x="&lt;&#10;">t &amp; <b/></a>').attrs['x']).toBe('<\n');
    expect(parseXml('<a x="1\n2\t3\r\n4">x\r\ny</a>')).toMatchObject({ attrs: { x: '1 2 3 4' }, text: 'x\ny' });
  });

  it('gives a passing run one passing testcase per check (skipped ones skipped)', () => {
    const root = parseXml(renderJunit(passingResult()));
    expect(root.name).toBe('testsuites');
    expect(root.children.map((s) => s.attrs['name'])).toEqual(['not_a_server_error', 'positive_data_acceptance', 'shutdown_requires_key']);
    expect(descendants(root, 'testcase').map((c) => c.attrs['name'])).toEqual(['not_a_server_error', 'positive_data_acceptance', 'shutdown_requires_key']);
    expect(root.attrs).toMatchObject({ tests: '3', failures: '0', errors: '0', skipped: '1' });
    expect(only(suite(root, 'shutdown_requires_key'), 'skipped').attrs['message']).toBe('needs --allow-shutdown');
  });

  it('maps failures, baselined deviations and broken checks', () => {
    const root = parseXml(renderJunit(failingResult()));
    expect(root.children).toHaveLength(6);
    expect(root.attrs).toMatchObject({ tests: '6', failures: '2', errors: '1', skipped: '2' });
    for (const s of root.children) expect(Number(s.attrs['tests'])).toBe(descendants(s, 'testcase').length);

    const server = only(suite(root, 'not_a_server_error'), 'testcase');
    expect(server.attrs).toMatchObject({ classname: 'not_a_server_error', name: 'PUT /server' });
    const failure = only(server, 'failure');
    expect(failure.attrs).toMatchObject({ message: 'server error 500 (×2)', type: 'critical' });
    expect(failure.text).toContain('Expected: Documented: 200, 400, 401');
    expect(failure.text).toContain('Received: Received: 500');
    expect(failure.text).toContain("Reproduce: curl -i -X PUT 'http://10.0.0.1:8066/server'");

    const schema = only(suite(root, 'response_schema_conformance'), 'failure');
    expect(schema.attrs['message']).toBe(`answer does not match the schema ${HOSTILE.replace('\u0001', '\uFFFD')}`);

    const known = only(suite(root, 'list_filters'), 'testcase');
    expect(known.attrs['name']).toBe('GET /hosts');
    expect(only(known, 'skipped').attrs['message']).toBe('baseline: r66 3.6.2 applies an implicit ISSSL=false (§18)');

    const broken = only(suite(root, 'v2_limits'), 'error');
    expect(broken.attrs['message']).toContain('TypeError: boom');
    expect(broken.text).toContain('at run (limits.ts:3:1)');

    expect(descendants(suite(root, 'positive_data_acceptance'), 'testcase').map((c) => [c.attrs['name'], c.children.length])).toEqual([['positive_data_acceptance', 0]]);
  });

  it('keeps run text that looks like markup, references or line breaks as it was', () => {
    const tricky = 'a&nbsp;b &lt; &#0; &#x41; &amp; \u0001 \uD800 end';
    const dev: Deviation = { ...hostSchema, title: `two\nlines\tand ${tricky}`, received: tricky, exchange: { ...hostSchema.exchange!, responseBody: `<p>${tricky}</p>` } };
    const root = parseXml(renderJunit({ ...failingResult(), deviations: [dev] }));
    const failure = only(suite(root, 'response_schema_conformance'), 'failure');
    const shown = tricky.replace('\u0001', '\uFFFD').replace('\uD800', '\uFFFD');
    expect(failure.attrs['message']).toBe(`two\nlines\tand ${shown}`);
    expect(failure.text).toContain(`Received: ${shown}\n`);
    expect(failure.text).toContain(`Response body: <p>${shown}</p>`);
  });

  it('counts a run whose deviations are all baselined as skipped, not failed', () => {
    const root = parseXml(renderJunit(baselinedResult()));
    expect(root.attrs).toMatchObject({ tests: '1', failures: '0', skipped: '1' });
  });
});
