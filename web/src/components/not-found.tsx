import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <title>Page not found · Tiffin</title>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">There is nothing at this address.</Text>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Stack>
  );
}
