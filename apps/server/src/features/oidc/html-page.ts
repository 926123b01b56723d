import type { FastifyReply } from 'fastify';

// The sign-in routes are browser navigations, so their errors are pages, not JSON: one small self-contained
// HTML page, its text escaped.

export interface PageLink {
  href: string;
  label: string;
}

export interface Page {
  title: string;
  message: string;
  links: PageLink[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** A small self-contained HTML page: these routes are browser navigations, so they answer pages, not JSON. */
export function renderPage(page: Page): string {
  const links = page.links
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · SpecSource</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}a{color:#1c7ed6}</style>
</head>
<body>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
<p>${links}</p>
</body>
</html>
`;
}

export function sendPage(reply: FastifyReply, status: number, page: Page): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderPage(page));
}
