import { expect, it } from "vitest"; it("runs", () => expect(1).toBe(1));
