import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCurrentLocation } from '@tabler/icons-react';
import { sellerSignupSchema } from '@tiffin/shared/rules/seller';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormCard, FormCardLink } from '@/components/form-card';
import { AccountForm } from '@/components/forms/account-form';
import { EmailField, PHONE_RULE, PhoneField } from '@/components/forms/fields';
import { NewPasswordField } from '@/components/forms/password-fields';
import { SignupFailedAlert } from '@/components/forms/signup-failed-alert';
import { useDevicePosition } from '@/lib/device-position';
import { useSellerSignup } from '../api/sign-up';
import { CityPreview } from '../components/city-preview';
import { VerifyEmailStep } from '../components/verify-email-step';

/** Spec 8: the seller sign-up's fallback when the server gives no message. */
export const SELLER_SIGNUP_FALLBACK = 'Signup failed';

type SignupValues = {
  sellerName: string;
  phone: string;
  email: string;
  password: string;
  restaurantName: string;
  /** '' until typed or located. */
  latitude: number | string;
  longitude: number | string;
};

/** Why 'Use my location' found nothing, and what to do instead. */
const LOCATING_FAILED = {
  unsupported: 'This browser cannot share its location. Enter the coordinates.',
  denied: 'Location access was refused. Enter the coordinates instead.',
  failed: 'Your location could not be found. Enter the coordinates instead.',
} as const;

/** The restaurant's position, typed or located; Bengaluru as the example. */
const COORDINATES = [
  { field: 'latitude', label: 'Latitude', placeholder: '12.9716', limit: 90 },
  { field: 'longitude', label: 'Longitude', placeholder: '77.5946', limit: 180 },
] as const;

/**
 * /seller/signup (spec 2.4, 5): the seller and the restaurant in one form, every field required; then
 * the code mailed to the email (DESIGN 12), after which the seller login opens.
 */
export function SellerSignupRoute() {
  const signup = useSellerSignup();
  const [signedUp, setSignedUp] = useState<{ email: string; notice: string; requestId: string } | null>(null);

  const form = useForm<SignupValues>({
    initialValues: {
      sellerName: '',
      phone: '',
      email: '',
      password: '',
      restaurantName: '',
      latitude: '',
      longitude: '',
    },
    validate: zod4Resolver(sellerSignupSchema),
  });

  const { position, locate } = useDevicePosition({ ask: 'request', precision: 'door' });
  const fillCoordinates = () =>
    void locate().then((answer) => {
      if (answer.status !== 'located') return;
      form.setFieldValue('latitude', answer.coords.lat);
      form.setFieldValue('longitude', answer.coords.lon);
    });

  const submit = form.onSubmit((values) => {
    // The resolver has checked the values; parsing again trims them and lowercases the email.
    const body = sellerSignupSchema.parse(values);
    signup.mutate(body, {
      onSuccess: ({ message, requestId }) => setSignedUp({ email: body.email, notice: message, requestId }),
    });
  });

  if (signedUp) return <VerifyEmailStep {...signedUp} />;

  return (
    <FormCard
      title="Seller Sign Up"
      description="Register your restaurant. The admin approves new sellers before they can log in."
      width={640}
      footer={
        <FormCardLink question="Already selling on Tiffin?" to="/seller/login">
          Log in
        </FormCardLink>
      }
    >
      {signup.isError && (
        <SignupFailedAlert
          error={signup.error}
          fallback={SELLER_SIGNUP_FALLBACK}
          login={{ to: '/seller/login', label: 'Go to Seller Login', email: form.values.email.trim() }}
        />
      )}
      <AccountForm onSubmit={submit} submitLabel="Sign up" submitting={signup.isPending}>
        <Fieldset legend="About you" variant="unstyled">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Seller name" autoComplete="name" required {...form.getInputProps('sellerName')} />
              <PhoneField description={PHONE_RULE} {...form.getInputProps('phone')} />
            </SimpleGrid>
            <EmailField {...form.getInputProps('email')} />
            <NewPasswordField {...form.getInputProps('password')} />
          </Stack>
        </Fieldset>
        <Fieldset legend="Your restaurant" variant="unstyled">
          <Stack gap="md">
            <TextInput
              label="Restaurant name"
              autoComplete="organization"
              required
              {...form.getInputProps('restaurantName')}
            />
            <Text size="sm" c="dimmed">
              Where the restaurant is: its city and address come from these coordinates.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {COORDINATES.map(({ field, label, placeholder, limit }) => (
                <NumberInput
                  key={field}
                  label={label}
                  placeholder={placeholder}
                  decimalScale={6}
                  min={-limit}
                  max={limit}
                  hideControls
                  clampBehavior="none"
                  required
                  {...form.getInputProps(field)}
                />
              ))}
            </SimpleGrid>
            <CityPreview latitude={form.values.latitude} longitude={form.values.longitude} />
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconCurrentLocation size={16} aria-hidden />}
                onClick={fillCoordinates}
                loading={position.status === 'locating'}
              >
                Use my location
              </Button>
              {position.status === 'unavailable' && (
                <Text size="sm" c="red.8" role="alert">
                  {LOCATING_FAILED[position.reason]}
                </Text>
              )}
            </Group>
          </Stack>
        </Fieldset>
      </AccountForm>
    </FormCard>
  );
}
