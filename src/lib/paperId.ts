// What a paper id looks like (the ids themselves are made in ids.ts). A module of its own so that the
// pages checking an id from an address or a stored list do not load the id builder's word lists.

export const MAX_ID_LENGTH = 48;
/** What a valid id looks like: lowercase words joined by single hyphens. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether `id` has the shape of the ids made here (assignIds): what a link, a stored list or the paper
 * page may name. isPaperId("cfmm-3fa4c1") => true; isPaperId("../x") => false; 49 characters => false.
 */
export function isPaperId(id: string): boolean {
  return id.length <= MAX_ID_LENGTH && ID_PATTERN.test(id);
}
