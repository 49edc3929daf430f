import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** 'New to Tiffin? Sign up' — a question and the link that answers it. */
export function AuthLink({
  question,
  to,
  state,
  children,
}: {
  question?: string;
  to: string;
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <Text size="sm" c="dimmed">
      {question && `${question} `}
      <Anchor component={Link} to={to} state={state} fw={600}>
        {children}
      </Anchor>
    </Text>
  );
}
