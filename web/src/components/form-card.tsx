import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

interface FormCardProps {
  title: string;
  description?: ReactNode;
  /** Links under the card: Forgot password?, Sign up, Log in. */
  footer?: ReactNode;
  /** Wider for a form in two columns (the seller's sign-up). */
  width?: number;
  children: ReactNode;
}

/**
 * The frame of every account screen (the customer's, the seller's and the admin's login, sign-up and password
 * forms): one narrow card, its title as the page's heading and the browser tab's name.
 */
export function FormCard({ title, description, footer, width = 440, children }: FormCardProps) {
  return (
    <Stack maw={width} w="100%" mx="auto" my={{ base: 'md', sm: 40 }} gap="md">
      <title>{`${title} · Tiffin`}</title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <PageHeader title={title} description={description} />
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Stack gap={6} align="center" ta="center">
          {footer}
        </Stack>
      )}
    </Stack>
  );
}

/** A link under the card, after the question it answers: 'New to Tiffin? Sign up'. */
export function FormCardLink({
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
