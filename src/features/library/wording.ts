// Small pieces of English the library's pages share.

/** plural(1, 'paper') => "1 paper"; plural(3, 'saved search', 'saved searches') => "3 saved searches" */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
