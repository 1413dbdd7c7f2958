// Where the site lives. BASE_PATH at build time (see vite.config.ts) becomes import.meta.env.BASE_URL,
// which always ends in "/"; the router wants it without, and the data sits under it.

// routerBasename('/icml2026/') => "/icml2026"; routerBasename('/') => "/"; routerBasename('./') => "/"
export function routerBasename(baseUrl: string): string {
  if (!baseUrl.startsWith('/')) return '/';
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// papersUrl('/icml2026/') => "/icml2026/data/papers.json"
export function papersUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}data/papers.json`;
}
