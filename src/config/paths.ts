// One entry per route: `path` is the router pattern, `href()` builds a link to it.
// Links and the router both read from here, so a route is renamed in one place.

export const paths = {
  home: { path: '/', href: () => '/' },
  /** paths.paper.href('cfmm') => "/paper/cfmm" */
  paper: { path: '/paper/:id', href: (id: string) => `/paper/${encodeURIComponent(id)}` },
  /** paths.readingList.href() => "/reading-list"; with shared ids: paths.readingList.href('ids=a,b') */
  readingList: { path: '/reading-list', href: (query = '') => (query ? `/reading-list?${query}` : '/reading-list') },
  /** paths.map.href('?q=kernel') => "/map?q=kernel": the paper map, with the search page's URL state */
  map: { path: '/map', href: (search = '') => `/map${search}` },
  /** paths.schedule.href() => "/schedule"; a shared one: paths.schedule.href('ids=a,b') */
  schedule: { path: '/schedule', href: (query = '') => (query ? `/schedule?${query}` : '/schedule') },
  /** paths.overview.href() => "/overview" */
  overview: { path: '/overview', href: () => '/overview' },
  /** The catch-all; it has no href because nothing links to it. */
  notFound: { path: '*' },
} as const;
