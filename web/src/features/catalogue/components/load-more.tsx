import { Button, Center } from '@mantine/core';

interface LoadMoreProps {
  onClick: () => void;
  loading: boolean;
  label: string;
}

export function LoadMore({ onClick, loading, label }: LoadMoreProps) {
  return (
    <Center>
      <Button variant="default" onClick={onClick} loading={loading}>
        {label}
      </Button>
    </Center>
  );
}
