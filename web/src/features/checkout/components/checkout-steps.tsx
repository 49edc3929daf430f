import { Stepper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { pages } from '@/lib/pages';

const STEPS = [
  { label: 'Shipping', path: pages.shipping() },
  { label: 'Confirm', path: pages.confirm() },
  { label: 'Payment', path: pages.payment() },
] as const;

/** docs/product.md#checkout: the checkout steps Shipping, Confirm, Payment; a step already done can be revisited. */
export function CheckoutSteps({ active }: { active: 0 | 1 | 2 }) {
  const navigate = useNavigate();
  return (
    <Stepper
      active={active}
      size="sm"
      iconSize={28}
      wrap={false}
      // Three steps fit one line on a 375 px phone.
      styles={{
        separator: { marginInline: 6, minWidth: 8 },
        stepBody: { marginInlineStart: 6 },
        stepLabel: { fontSize: 'var(--mantine-font-size-sm)' },
      }}
      allowNextStepsSelect={false}
      onStepClick={(step) => {
        if (step < active) void navigate(STEPS[step]!.path);
      }}
      aria-label="Checkout steps"
    >
      {STEPS.map((step) => (
        <Stepper.Step key={step.label} label={step.label} />
      ))}
    </Stepper>
  );
}
