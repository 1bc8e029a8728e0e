import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import { ActionIcon, Anchor, Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { initials } from '../../../lib/names';

/**
 * A row of the permissions list: image, name (linked to its dashboard path when it has one),
 * another action if any, and the remove button when removing is allowed.
 */
export function PermissionRow({
  name,
  detail,
  image,
  round,
  href,
  removeLabel,
  onRemove,
  action,
}: {
  name: string;
  detail?: string;
  image: string | null;
  round?: boolean;
  href?: string;
  removeLabel: string;
  onRemove?: () => void;
  /** Another control before the remove button (a connection's "Message"). */
  action?: ReactNode;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" py="xs">
      <Group wrap="nowrap" gap="sm" miw={0}>
        <Avatar src={image} alt="" radius={round ? 'xl' : 'md'} color="evenkeel">
          {initials(name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          {href ? (
            <Anchor component={Link} to={href} fw={600}>
              {name}
            </Anchor>
          ) : (
            <Text fw={600}>{name}</Text>
          )}
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {action}
        {onRemove && (
          <ActionIcon variant="subtle" color="red.9" size="lg" aria-label={removeLabel} onClick={onRemove}>
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
