// The cross-field rules are data the check and the fault operator read: each value is of the class
// it names, each field is one the operation takes, and each case's outcome is the rule's own.
import { describe, expect, it } from 'vitest';
import { boundsOf, classesOf, CROSS_FIELD_RULES, INPUT_SPACE, OPERATIONS } from './index.ts';

describe('cross-field rules', () => {
  it.each(CROSS_FIELD_RULES.map((r) => [r.id, r] as const))('%s names a write and fields it takes', (_id, rule) => {
    expect(OPERATIONS.some((o) => o.id === rule.operation)).toBe(true);
    for (const f of [rule.first, ...Object.keys(rule.forces)]) expect(INPUT_SPACE[rule.operation]?.[f], f).toBeDefined();
  });

  it.each(CROSS_FIELD_RULES.map((r) => [r.id, r] as const))('%s: every value sent is of the class it names', (_id, rule) => {
    for (const c of rule.cases) {
      for (const [f, v] of Object.entries(c.sent)) {
        const spec = INPUT_SPACE[rule.operation]?.[f];
        expect(spec, f).toBeDefined();
        if (spec) expect(classesOf(spec.kind, v.value, boundsOf(spec)), `${c.label}: ${f}`).toContain(v.class);
      }
    }
  });

  it.each(CROSS_FIELD_RULES.map((r) => [r.id, r] as const))('%s: a case that triggers the rule has its forced values, and each changes an outcome', (_id, rule) => {
    const triggered = rule.cases.filter((c) => {
      const first = c.sent[rule.first]?.class;
      return first !== undefined ? rule.triggers.includes(first) : typeof c.before?.[rule.first] === 'number' && (c.before[rule.first] as number) < 0;
    });
    for (const c of triggered) expect(c.outcome, c.label).toMatchObject(rule.forces);
    // Both sides of the rule are sent: combinations that trigger it and combinations that do not.
    expect(triggered.length).toBeGreaterThan(0);
    expect(triggered.length).toBeLessThan(rule.cases.length);
  });
});
