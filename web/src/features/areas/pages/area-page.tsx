import { useLocation } from 'react-router';
import { NotBuiltYet } from '../../../components/not-built-yet';
import NotFoundPage from '../../../components/not-found-page';
import { useTranslation } from '../../../lib/i18n';
import { navigationFor } from '../../../lib/navigation';
import { useCurrentUser } from '../../session';

/** An area named in the navigation whose screens come with a later issue. */
export default function AreaPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const item = navigationFor(user).find((entry) => entry.path === pathname);
  if (!item) return <NotFoundPage />;
  return <NotBuiltYet title={t(item.label)} />;
}
