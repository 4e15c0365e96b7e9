// A strict little XML 1.0 reader for the JUnit tests: it throws on anything not well-formed
// (unbalanced or crossed tags, a raw '<' or bare '&' in text or attributes, duplicate or
// unquoted attributes, two roots, characters XML forbids) and answers the element tree.

export interface XmlElement {
  readonly name: string;
  readonly attrs: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const FORBIDDEN = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

// As a conforming parser reads them: line ends normalised to \n (§2.11), and in attribute values
// every literal line break or tab read as a space (§3.3.3); only references keep them.
function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`raw '<' in ${where}`);
  const eol = raw.replace(/\r\n?/g, '\n');
  return (where.startsWith('attribute') ? eol.replace(/[\t\n]/g, ' ') : eol).replace(/&([^;\s&]*);?/g, (m, ref: string) => {
    if (!m.endsWith(';')) throw new Error(`bare '&' in ${where}`);
    if (ref.startsWith('#')) {
      const ch = String.fromCodePoint(ref.startsWith('#x') ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
      if (FORBIDDEN.test(ch)) throw new Error(`reference &${ref}; to a character XML forbids in ${where}`);
      return ch;
    }
    const v = ENTITIES[ref];
    if (v === undefined) throw new Error(`unknown entity &${ref}; in ${where}`);
    return v;
  });
}

export function parseXml(xml: string): XmlElement {
  if (FORBIDDEN.test(xml)) throw new Error('a character XML forbids');
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const expect = (s: string) => {
    if (!xml.startsWith(s, i)) throw new Error(`expected '${s}' at ${i}`);
    i += s.length;
  };
  const skipSpace = () => {
    while (i < xml.length && /\s/.test(xml[i]!)) i++;
  };
  if (xml.startsWith('<?xml')) i = xml.indexOf('?>') + 2;
  while (i < xml.length) {
    if (xml.startsWith('<!--', i)) {
      i = xml.indexOf('-->', i) + 3;
      if (i < 3) throw new Error('unterminated comment');
    } else if (xml.startsWith('</', i)) {
      i += 2;
      const name = NAME.exec(xml.slice(i))?.[0];
      const open = stack.pop();
      if (!name || !open || open.name !== name) throw new Error(`closing </${name}> does not match <${open?.name}> at ${i}`);
      i += name.length;
      skipSpace();
      expect('>');
    } else if (xml[i] === '<') {
      i++;
      const name = NAME.exec(xml.slice(i))?.[0];
      if (!name) throw new Error(`bad tag name at ${i}`);
      i += name.length;
      const el: XmlElement = { name, attrs: {}, children: [], text: '' };
      for (;;) {
        const before = i;
        skipSpace();
        if (xml.startsWith('/>', i) || xml[i] === '>') break;
        if (i === before) throw new Error(`space expected before an attribute at ${i}`);
        const an = NAME.exec(xml.slice(i))?.[0];
        if (!an) throw new Error(`bad attribute at ${i}`);
        if (an in el.attrs) throw new Error(`duplicate attribute ${an}`);
        i += an.length;
        skipSpace();
        expect('=');
        skipSpace();
        const q = xml[i];
        if (q !== '"' && q !== "'") throw new Error(`unquoted attribute ${an}`);
        const end = xml.indexOf(q, i + 1);
        if (end < 0) throw new Error(`unterminated attribute ${an}`);
        el.attrs[an] = decode(xml.slice(i + 1, end), `attribute ${an}`);
        i = end + 1;
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(el);
      else if (root) throw new Error('a second root element');
      else root = el;
      if (xml.startsWith('/>', i)) i += 2;
      else {
        i += 1;
        stack.push(el);
      }
    } else {
      const next = xml.indexOf('<', i);
      const raw = xml.slice(i, next < 0 ? xml.length : next);
      const parent = stack[stack.length - 1];
      if (!parent && raw.trim() !== '') throw new Error('text outside the root element');
      if (parent) parent.text += decode(raw, `<${parent.name}> text`);
      i = next < 0 ? xml.length : next;
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (!root) throw new Error('no root element');
  return root;
}

export const descendants = (el: XmlElement, name: string): XmlElement[] =>
  el.children.flatMap((c) => [...(c.name === name ? [c] : []), ...descendants(c, name)]);
