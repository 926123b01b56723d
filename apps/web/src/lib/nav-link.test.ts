import { describe, expect, it } from 'vitest';
import { isLinkCurrent } from './nav-link.ts';

describe('isLinkCurrent', () => {
  const parts = { label: 'Parts', href: '/super-admin/product/part/' };
  const partTypes = { label: 'Part types', href: '/super-admin/product/part-type/' };
  const dashboard = { label: 'Dashboard', href: '/super-admin/', isExact: true };

  it('matches the page and the pages under it, never a sibling that only shares the start', () => {
    expect(isLinkCurrent(parts, '/super-admin/product/part/')).toBe(true);
    expect(isLinkCurrent(parts, '/super-admin/product/part/12/change/')).toBe(true);
    expect(isLinkCurrent(parts, '/super-admin/product/part-type/')).toBe(false);
    expect(isLinkCurrent(partTypes, '/super-admin/product/part-type/3/change')).toBe(true);
    expect(isLinkCurrent(partTypes, '/super-admin/product/part/')).toBe(false);
  });

  it('an exact link is current on its own page only', () => {
    expect(isLinkCurrent(dashboard, '/super-admin')).toBe(true);
    expect(isLinkCurrent(dashboard, '/super-admin/')).toBe(true);
    expect(isLinkCurrent(dashboard, '/super-admin/orders/')).toBe(false);
  });
});
