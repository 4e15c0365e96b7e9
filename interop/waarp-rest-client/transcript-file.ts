// The file form of a transcript: JSON, one exchange per block, bodies kept as the text they were
// on the wire (so an int64 SPECIALID keeps every digit and the file is the wire's word).
import type { Transcript } from './transcript.ts';

/** The transcript as the text of a file. */
export function writeTranscript(t: Transcript): string {
  const blocks = t.exchanges.map((e) => `    ${JSON.stringify(e)}`);
  const port = t.proxyPort === undefined ? '' : `  "proxyPort": ${t.proxyPort},\n`;
  return `{\n  "about": ${JSON.stringify(t.about)},\n${port}  "exchanges": [\n${blocks.join(',\n')}\n  ]\n}\n`;
}

/** A transcript read back from the text of its file. */
export function readTranscript(text: string): Transcript {
  return JSON.parse(text) as Transcript;
}
