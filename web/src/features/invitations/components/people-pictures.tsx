import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Tooltip.css';
import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import type { UserCard } from '../api/use-enrichment';

export const MAX_PICTURES = 5;

/** Fisher–Yates on a copy: the order changes per visit, so no one is always first (spec §9). */
export function shuffled<T>(items: T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Up to 5 pictures of administrators or providers, shuffled, then '+N more'. */
export function PeoplePictures({ people, label }: { people: UserCard[]; label: string }) {
  const { t } = useTranslation();
  const shown = useMemo(() => shuffled(people).slice(0, MAX_PICTURES), [people]);
  if (people.length === 0) return null;
  const more = people.length - shown.length;
  return (
    <Group component="ul" className="plain-list" gap="xs" aria-label={label}>
      {shown.map((person) => (
        <li key={person.id}>
          <Tooltip label={person.full_name} withArrow>
            <Avatar src={person.profile_picture_url} alt={person.full_name} radius="xl" color="evenkeel">
              <span aria-hidden="true">{initials(person.full_name)}</span>
              <span className="visually-hidden">{person.full_name}</span>
            </Avatar>
          </Tooltip>
        </li>
      ))}
      {more > 0 && (
        <Text component="li" size="sm">
          {t('invitations.more', { count: more })}
        </Text>
      )}
    </Group>
  );
}
