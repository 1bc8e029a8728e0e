import '@mantine/core/styles/Text.css';
import { type Figure, type FigureName, isSuppressed } from '@evenkeel/common/dashboards';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { formatFigure } from '../lib/format';

/**
 * One figure where it stands: its value, or, when the server withheld it, why — in words, never
 * a blank that could be taken for zero.
 */
export function FigureValue({
  figure,
  name,
  size = 'sm',
}: {
  figure: Figure | undefined;
  name: FigureName | 'life_area';
  size?: 'sm' | 'xl';
}) {
  const { t, i18n } = useTranslation();
  const value = formatFigure(figure, name, i18n.language);
  if (value !== null) {
    return (
      <Text size={size} fw={size === 'xl' ? 700 : undefined} component="span">
        {value}
      </Text>
    );
  }
  const reason = isSuppressed(figure) ? figure.suppressed : 'insufficient';
  return (
    <Text size="sm" c="gray.7" fs="italic" component="span" data-suppressed={reason}>
      {t(`dashboard_suppressed.${reason}`, { ns: 'common' })}
    </Text>
  );
}
