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
    | 'nav.benefits'
    | 'nav.organizations_directory'
    | 'nav.chat'
    | 'nav.crisis'
    | 'nav.profile'
    | 'nav.group_dashboard'
    | 'nav.organization_dashboard'
    | 'nav.admin'
    | 'nav.manage_content';
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
  { path: paths.myBenefits, label: 'nav.benefits' },
  // Issue 31: the organizations anyone may join, for every member.
  { path: paths.organizationsDirectory, label: 'nav.organizations_directory' },
  { path: paths.chat, label: 'nav.chat' },
  { path: paths.crisis, label: 'nav.crisis' },
  { path: paths.profile, label: 'nav.profile' },
  { path: paths.admin, label: 'nav.admin', roles: ['platform_administrator'] },
  {
    path: paths.manageArticles,
    label: 'nav.manage_content',
    roles: ['platform_administrator', 'organization_administrator'],
  },
];

/** Where the user's administration work is: the `dashboard_path` of each group or organization they administer. */
export type Administered = { groups: string[]; organizations: string[] };

const NONE: Administered = { groups: [], organizations: [] };

/** One place: straight to its page; several: the list of them. */
const workItem = (
  places: string[],
  list: string,
  label: 'nav.group_dashboard' | 'nav.organization_dashboard',
): NavItem[] =>
  places.length === 0 ? [] : [{ path: places.length === 1 ? (places[0] as string) : list, label }];

/**
 * The areas this user may open; the server checks again on every call. Administrators reach
 * their working pages: a group administrator's "Group" leads to /groups/:slug (the list of
 * them when there are several), an organization administrator's to /organizations/:slug.
 */
export function navigationFor(user: { roles: string[] }, administered: Administered = NONE): NavItem[] {
  const items = ITEMS.filter((item) => !item.roles || item.roles.some((role) => user.roles.includes(role)));
  const at = items.findIndex((item) => item.label === 'nav.profile') + 1;
  items.splice(
    at,
    0,
    ...workItem(administered.groups, paths.administeredGroups, 'nav.group_dashboard'),
    ...workItem(administered.organizations, paths.administeredOrganizations, 'nav.organization_dashboard'),
  );
  return items;
}
