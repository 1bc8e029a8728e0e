import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../../components/not-built-yet';

/** A connection's dashboard path: their shared insights arrive with the check-up issue. */
export default function PersonPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('people.title')} />;
}
