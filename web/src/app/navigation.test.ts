import { describe, expect, it } from 'vitest';
import { safeNext } from './guards';
import { navigationFor } from './navigation';

const labels = (roles: string[]) => navigationFor({ roles }).map((item) => item.label);

describe('navigation', () => {
  it('shows a member every member area, with crisis help, and no administration', () => {
    const member = labels([]);
    expect(member).toEqual(expect.arrayContaining(['nav.home', 'nav.checkup', 'nav.crisis', 'nav.profile']));
    expect(member).not.toContain('nav.admin');
    expect(member).not.toContain('nav.organization_dashboard');
  });

  it('adds the dashboards and administration for the roles that have them', () => {
    expect(labels(['group_administrator'])).toContain('nav.group_dashboard');
    expect(labels(['group_reporter'])).not.toContain('nav.group_dashboard');
    expect(labels(['organization_administrator'])).toContain('nav.organization_dashboard');
    expect(labels(['platform_administrator'])).toContain('nav.admin');
  });

  it('returns after sign-in only to paths inside the app', () => {
    expect(safeNext('/profile#permissions')).toBe('/profile#permissions');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
