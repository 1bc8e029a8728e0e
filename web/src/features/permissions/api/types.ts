import { queryKeys } from '../../../lib/query-keys';
import type { Group, Organization } from '../../invitations/api/types';

export type Connection = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  profile_picture_url: string | null;
  dashboard_path: string;
};

export type GroupRole = {
  id: string;
  role: 'reporter' | 'administrator';
  dashboard_path: string;
  group: Group;
};

export type OrganizationRole = {
  id: string;
  role: 'member' | 'administrator';
  dashboard_path: string;
  organization: Organization;
};

export const PERMISSIONS_KEY = queryKeys.permissions;
