/**
 * Every UI route, once. Components link with `paths.x.getHref(...)`, never by building strings
 * (bulletproof-react `src/config/paths.ts`).
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  part: {
    // spec: marketplace §2 — the part slug is the second segment of the path.
    path: '/part/:slug',
    getHref: (slug: string) => `/part/${encodeURIComponent(slug)}`,
  },
  notFound: {
    path: '*',
  },
} as const;
