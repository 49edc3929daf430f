import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { pages } from '@/lib/pages';

/** The routing error page's look; error-page.tsx loads it once there is an error to show. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" role="alert">
      <title>Error · Tiffin</title>
      <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} size="h2">
        Unexpected Application Error!
      </Title>
      <Code block maw={560} w="100%" style={{ whiteSpace: 'pre-wrap' }}>
        {message}
      </Code>
      <Text c="dimmed" size="sm">
        Try again, or go back to the home page.
      </Text>
      <Group>
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload
        </Button>
        {/* A plain link: the router itself may be what failed. */}
        <Button component="a" href={pages.home()}>
          Go to home
        </Button>
      </Group>
    </Stack>
  );
}
