import { Group, Text } from '@mantine/core';
import { IconBolt, IconPlugConnectedX } from '@tabler/icons-react';
import { PAUSED_REFRESH_MS, type LiveStatus } from '@/lib/live-updates';

export const LIVE_NOTES = {
  live: 'Live: changes appear as they happen',
  paused: `Live updates paused (connection lost). Checking for changes every ${PAUSED_REFRESH_MS / 1000} s while we reconnect.`,
} as const;

/** One line under a listening screen's title: live, or paused and polling; nothing when live updates are off. */
export function LiveNote({ status }: { status: LiveStatus }) {
  if (status !== 'live' && status !== 'paused') return null;
  const live = status === 'live';
  const Icon = live ? IconBolt : IconPlugConnectedX;
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-live={status}>
      <Icon size={16} aria-hidden color={live ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-orange-8)'} />
      <Text size="sm" c={live ? 'dimmed' : 'orange.9'}>
        {LIVE_NOTES[status]}
      </Text>
    </Group>
  );
}
