import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation';

const labels = (roles: string[]) => navigationFor({ roles }).map((item) => item.label);

describe('navigation', () => {
  it('shows a member every member area, with crisis help, and no administration', () => {
    const member = labels([]);
    expect(member).toEqual(expect.arrayContaining(['nav.home', 'nav.checkup', 'nav.crisis', 'nav.profile']));
    expect(member).not.toContain('nav.admin');
    expect(member).not.toContain('nav.organization_dashboard');
  });

  it('adds administration for platform administrators only', () => {
    expect(labels(['platform_administrator'])).toContain('nav.admin');
    expect(labels(['group_administrator'])).not.toContain('nav.admin');
    // Roles alone lead nowhere: the working pages come from what the person administers.
    expect(labels(['group_administrator', 'platform_administrator'])).not.toContain('nav.group_dashboard');
  });

  it('leads organization and platform administrators to the articles they manage', () => {
    expect(labels(['organization_administrator'])).toContain('nav.manage_content');
    expect(labels(['platform_administrator'])).toContain('nav.manage_content');
    expect(labels(['group_administrator'])).not.toContain('nav.manage_content');
    expect(labels([])).not.toContain('nav.manage_content');
  });

  it('leads administrators to their working pages, or to the list of them when there are several', () => {
    const one = navigationFor(
      { roles: ['group_administrator', 'organization_administrator'] },
      { groups: ['/groups/g1'], organizations: ['/organizations/o1'] },
    );
    expect(one.find((item) => item.label === 'nav.group_dashboard')?.path).toBe('/groups/g1');
    expect(one.find((item) => item.label === 'nav.organization_dashboard')?.path).toBe('/organizations/o1');
    const several = navigationFor(
      { roles: ['group_administrator'] },
      { groups: ['/groups/g1', '/groups/g2'], organizations: [] },
    );
    expect(several.find((item) => item.label === 'nav.group_dashboard')?.path).toBe('/dashboards/groups');
    expect(several.map((item) => item.label)).not.toContain('nav.organization_dashboard');
  });
});
