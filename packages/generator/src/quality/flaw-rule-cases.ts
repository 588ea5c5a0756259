// Test helper: each flaw rule with items it must flag and items it must pass (used by the
// English and the Arabic rule tests alike).
import { describe, expect, it } from 'vitest';
import { flawsOf, type FlawName, type ItemToCheck } from './item-flaws.ts';

export function describeFlawRules(cases: Array<[FlawName, ItemToCheck[], ItemToCheck[]]>): void {
  describe.each(cases)('the %s rule', (rule, flawed, clean) => {
    it.each(flawed.map((f) => [f.question, f]))('flags %j', (_, f) => {
      expect(flawsOf(f)).toContain(rule);
    });
    it.each(clean.map((c) => [c.question, c]))('passes %j', (_, c) => {
      expect(flawsOf(c)).not.toContain(rule);
    });
  });
}
