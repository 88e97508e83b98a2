import { describe, expect, it } from 'vitest';
import { isNavItemActive, pageTitle } from './shell-paths';
import { roleLabel, userInitials } from './user-display';

describe('isNavItemActive', () => {
  it('matches / only exactly', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/keywords', '/')).toBe(false);
  });

  it('matches other items by prefix', () => {
    expect(isNavItemActive('/meta-campaigns', '/meta-campaigns')).toBe(true);
    expect(isNavItemActive('/meta-campaigns/123', '/meta-campaigns')).toBe(true);
    expect(isNavItemActive('/meta-campaign-insights', '/meta-campaigns')).toBe(false);
    expect(isNavItemActive('/keywords', '/settings')).toBe(false);
  });
});

describe('pageTitle', () => {
  it('reads Dashboard on / and the capitalised path elsewhere', () => {
    expect(pageTitle('/')).toBe('Dashboard');
    expect(pageTitle('/keywords')).toBe('Keywords');
    expect(pageTitle('/meta-campaigns')).toBe('Meta-campaigns');
  });
});

describe('user display', () => {
  it('labels roles with their capitalised name', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('viewer')).toBe('Viewer');
  });

  it('builds initials from the user name', () => {
    expect(userInitials('admin')).toBe('A');
    expect(userInitials('jane.doe@example.com')).toBe('JD');
    expect(userInitials('Ada Lovelace')).toBe('AL');
    expect(userInitials('')).toBe('?');
  });
});
