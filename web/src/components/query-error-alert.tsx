import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { serverMessageOr } from '@/lib/api-error';

interface QueryErrorAlertProps {
  title: string;
  error: unknown;
  /** docs/product.md#failures: said when the error carries no message of the server's. */
  fallback?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load, said plainly, with a way to try again. */
export function QueryErrorAlert({ title, error, fallback, onRetry, retrying = false }: QueryErrorAlertProps) {
  const detail =
    fallback !== undefined
      ? serverMessageOr(error, fallback)
      : error instanceof Error
        ? error.message
        : 'Something went wrong.';
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{detail}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
