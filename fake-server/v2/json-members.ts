// A second look at a body that parseJson already accepted: the shared parser lets the last of
// duplicated keys win (as v1's Jackson does), but v2 must refuse them (errorCode 3, reference
// §11), and the limits validation needs each top-level member's raw text (`1.0` and `1e3` are
// numbers to JSON.parse, not the integers a limit must be). The text is known to be valid JSON,
// so this walk only tracks strings, nesting and the member boundaries.

export interface TopMember {
  readonly key: string;
  /** The member's value exactly as written (trimmed). */
  readonly raw: string;
}

export interface MemberScan {
  /** Members of the top-level object, in the order written (empty when the root is not an object). */
  readonly members: readonly TopMember[];
  /** Every key written twice in the same object, at any depth, in the order found. */
  readonly duplicates: readonly string[];
}

type Frame = { readonly keys: Set<string> } | null; // null: an array

export function scanMembers(text: string): MemberScan {
  const members: TopMember[] = [];
  const duplicates: string[] = [];
  const stack: Frame[] = [];
  let expectKey = false;
  let pendingKey: string | undefined;
  let valueStart = -1;

  const closeTopMember = (end: number) => {
    if (stack.length === 1 && pendingKey !== undefined) {
      members.push({ key: pendingKey, raw: text.slice(valueStart, end).trim() });
      pendingKey = undefined;
    }
  };

  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      const top = stack.at(-1);
      if (expectKey && top) {
        const key = JSON.parse(text.slice(start, i + 1)) as string;
        if (top.keys.has(key)) duplicates.push(key);
        top.keys.add(key);
        if (stack.length === 1) pendingKey = key;
        expectKey = false;
      }
    } else if (c === '{') {
      stack.push({ keys: new Set() });
      expectKey = true;
    } else if (c === '[') {
      stack.push(null);
    } else if (c === '}' || c === ']') {
      if (c === '}') closeTopMember(i);
      stack.pop();
      expectKey = false;
    } else if (c === ':') {
      if (stack.length === 1) valueStart = i + 1;
    } else if (c === ',') {
      closeTopMember(i);
      expectKey = stack.at(-1) !== null && stack.length > 0;
    }
  }
  return { members, duplicates };
}
