import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/** The routing error element (spec section 8): unhandled errors land here. */
export function ErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" role="alert">
      <title>Error · Tiffin</title>
      <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} size="h2">
        Unexpected Application Error!
      </Title>
      <Code block maw={560} w="100%" style={{ whiteSpace: 'pre-wrap' }}>
        {describeError(error)}
      </Code>
      <Text c="dimmed" size="sm">
        Try again, or go back to the home page.
      </Text>
      <Group>
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload
        </Button>
        {/* A plain link: the router itself may be what failed. */}
        <Button component="a" href="/">
          Go to home
        </Button>
      </Group>
    </Stack>
  );
}
