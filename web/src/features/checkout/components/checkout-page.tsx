import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckoutSteps } from './checkout-steps';

/** The frame of a checkout step: its title, the steps, the step itself. */
export function CheckoutPage({ step, title, children }: { step: 0 | 1 | 2; title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <title>{`${title} · Tiffin`}</title>
      <CheckoutSteps active={step} />
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
