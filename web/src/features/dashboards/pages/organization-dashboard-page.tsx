import { DashboardView } from '../components/dashboard-view';

/** An organization's dashboard with its groups and units (/organizations/:slug/dashboard). */
export default function OrganizationDashboardPage() {
  return <DashboardView kind="organizations" />;
}
