import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import * as bundled from './index.js';

const names = (namespace: object) => Object.keys(namespace).sort();

describe("the bundles' zod (decision 043)", () => {
  it("exports every name zod's own entry does, from the same modules", () => {
    expect(names(bundled)).toEqual(names(zod));
    expect(names(bundled.z)).toEqual(names(zod.z));
    expect(bundled.z.string).toBe(zod.z.string);
    expect(bundled.default.object).toBe(zod.default.object);
  });

  it("exports every name of zod's core, with the locales down to English", () => {
    expect(names(bundled.core)).toEqual(names(zod.core));
    expect(names(bundled.locales)).toEqual(['en']);
    expect(names(bundled.core.locales)).toEqual(['en']);
    expect(bundled.locales.en).toBe(zod.locales.en);
    expect(bundled.core.$ZodType).toBe(zod.core.$ZodType);
  });

  it('validates with the default English messages', () => {
    expect(bundled.z.number().safeParse('1').error?.issues[0]?.message).toBe(
      zod.z.number().safeParse('1').error?.issues[0]?.message,
    );
  });
});
