import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@tiffin/shared/rules/messages';
import { shippingInfoSchema, type ShippingInfo } from '@tiffin/shared/rules/shipping';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { isPincode, pincodeQueryOptions } from '../api/lookup-pincode';

const BLANK: ShippingInfo = { address: '', city: '', pincode: '', country: '', phone: '' };

type PincodeStatus = 'checking' | 'found' | 'invalid' | 'failed';

interface ShippingFormProps {
  initialValues?: ShippingInfo | null;
  submitLabel: string;
  onSubmit: (info: ShippingInfo) => void;
  onCancel?: () => void;
}

/**
 * The shipping form of docs/product.md#shipping-form: every rule and message of `shippingInfoSchema`, and a 6-digit pincode
 * filling the city (the district) and the country from our offline lookup.
 */
export function ShippingForm({ initialValues, submitLabel, onSubmit, onCancel }: ShippingFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<ShippingInfo>({
    initialValues: initialValues ?? BLANK,
    validate: zod4Resolver(shippingInfoSchema),
  });
  const [pincodeCheck, setPincodeCheck] = useState<{ pincode: string; status: PincodeStatus } | null>(null);

  const checkPincode = async (pincode: string) => {
    if (!isPincode(pincode)) {
      setPincodeCheck(null);
      return;
    }
    setPincodeCheck({ pincode, status: 'checking' });
    try {
      const place = await queryClient.fetchQuery(pincodeQueryOptions(pincode));
      // The customer may have typed on while the lookup ran.
      if (form.getValues().pincode !== pincode) return;
      form.setFieldValue('city', place.city);
      form.setFieldValue('country', place.country || 'India');
      form.clearFieldError('city');
      form.clearFieldError('country');
      setPincodeCheck({ pincode, status: 'found' });
    } catch (error) {
      if (form.getValues().pincode !== pincode) return;
      setPincodeCheck({ pincode, status: isApiError(error, 404) ? 'invalid' : 'failed' });
    }
  };

  const current = pincodeCheck?.pincode === form.values.pincode ? pincodeCheck.status : null;
  const pincodeProblem =
    current === 'invalid' ? messages.pincodeInvalid : current === 'failed' ? messages.pincodeFailed : null;
  const pincodeInput = form.getInputProps('pincode');

  const submit = form.onSubmit((values) => {
    // A pincode the lookup does not know cannot be delivered to; a lookup that failed is left to the server.
    if (current === 'invalid' || current === 'checking') return;
    onSubmit(shippingInfoSchema.parse(values));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Address" autoComplete="street-address" required {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Pincode"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            required
            {...pincodeInput}
            error={pincodeInput.error ?? pincodeProblem}
            description={current === 'checking' ? 'Looking up the pincode...' : undefined}
            onChange={(event) => {
              const pincode = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
              form.setFieldValue('pincode', pincode);
              void checkPincode(pincode);
            }}
          />
          <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('city')} />
          <TextInput label="Country" autoComplete="country-name" required {...form.getInputProps('country')} />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={10}
            required
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={current === 'checking'}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
