import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The one placeholder for screens that later issues build, so navigation never dead-ends. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <title>{`${title} · Tiffin`}</title>
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconToolsKitchen2 size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        This page is still being cooked. It will be served soon.
      </Text>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Stack>
  );
}
