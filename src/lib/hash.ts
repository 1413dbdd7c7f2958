// A small deterministic string hash, the same in Node and the browser, for ids that must not depend
// on input order. Not for security: 32 bits only tell apart a handful of papers that share a slug.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const utf8 = new TextEncoder();

/**
 * FNV-1a, 32 bits, over the UTF-8 bytes of `text` (so it does not depend on how a runtime stores strings).
 *   fnv1a32('') => 2166136261; fnv1a32('a') => 3826002220
 */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET;
  for (const byte of utf8.encode(text)) hash = Math.imul(hash ^ byte, FNV_PRIME) >>> 0;
  return hash;
}

// hashHex('a') => "e40c292c" (always 8 lowercase hex digits)
export function hashHex(text: string): string {
  return fnv1a32(text).toString(16).padStart(8, '0');
}
