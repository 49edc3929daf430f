import { Center, Loader, Stack, Text } from '@mantine/core';

/** A spinner with what is happening, announced to screen readers. */
export function Waiting({ label }: { label: string }) {
  return (
    <Center py={64}>
      <Stack align="center" gap="md">
        <Loader size="lg" color="green" aria-hidden />
        <Text size="lg" role="status">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
