import type { CurrentUser } from '../features/session/api/types';
import { paths } from './paths';

export type NavItem = {
  path: string;
  /** Catalogue key of the label (web namespace). */
  label:
    | 'nav.home'
    | 'nav.checkup'
    | 'nav.insights'
    | 'nav.articles'
    | 'nav.tips'
    | 'nav.care'
    | 'nav.chat'
    | 'nav.crisis'
    | 'nav.profile'
    | 'nav.group_dashboard'
    | 'nav.organization_dashboard'
    | 'nav.admin';
  /** Shown only to users holding one of these roles. */
  roles?: string[];
};

const ITEMS: NavItem[] = [
  { path: paths.home, label: 'nav.home' },
  { path: paths.checkup, label: 'nav.checkup' },
  { path: paths.insights, label: 'nav.insights' },
  { path: paths.articles, label: 'nav.articles' },
  { path: paths.tips, label: 'nav.tips' },
  { path: paths.care, label: 'nav.care' },
  { path: paths.chat, label: 'nav.chat' },
  { path: paths.crisis, label: 'nav.crisis' },
  { path: paths.profile, label: 'nav.profile' },
  {
    path: paths.groupDashboard,
    label: 'nav.group_dashboard',
    roles: ['group_administrator', 'platform_administrator'],
  },
  {
    path: paths.organizationDashboard,
    label: 'nav.organization_dashboard',
    roles: ['organization_administrator', 'platform_administrator'],
  },
  { path: paths.admin, label: 'nav.admin', roles: ['platform_administrator'] },
];

/** The areas this user may open; the server checks again on every call. */
export function navigationFor(user: Pick<CurrentUser, 'roles'>): NavItem[] {
  return ITEMS.filter((item) => !item.roles || item.roles.some((role) => user.roles.includes(role)));
}
