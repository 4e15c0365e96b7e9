// The address headers of REST v2's creations (`host-uri`, `ruleURI`, `transfer-uri`) carry the new
// record's name as it is, not URL-encoded: 3.6.2 sets the text and Netty writes each character as
// one byte (AsciiString.c2b), a character beyond U+00FF as `?`. Without this, a name in another
// script makes Node refuse the header (a 500 over HTTP where 3.6.2 answers 201). A control
// character (which only 3.5.2's v2 lets into a name: it has no sanity check) Netty writes as it
// is, which HTTP does not allow in a header and Node refuses: the fake writes `?` there too.
// eslint-disable-next-line no-control-regex
export const addressHeader = (path: string): string => path.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '?');
