import { DashboardView } from '../components/dashboard-view';

/** A group's or unit's dashboard (/groups/:slug/dashboard). */
export default function GroupDashboardPage() {
  return <DashboardView kind="groups" />;
}
