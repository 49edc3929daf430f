import {
  Anchor,
  Button,
  Fieldset,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCurrentLocation } from '@tabler/icons-react';
import { SELLER_CODES } from '@tiffin/shared/api/seller';
import { sellerSignupSchema } from '@tiffin/shared/rules/seller';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { useSellerSignup } from '../api/sign-up';
import { AccountCard } from '../components/account-card';
import { ErrorBanner } from '../components/banners';
import { CityPreview } from '../components/city-preview';
import { useCurrentPosition } from '../hooks/use-current-position';
import type { SellerAccountState } from '../navigation-state';

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

/** /seller/signup (spec 2.4, 5): the seller and the restaurant in one form, every field required. */
export function SellerSignupRoute() {
  const navigate = useNavigate();
  const signup = useSellerSignup();

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

  const { setFieldValue } = form;
  const fillCoordinates = useCallback(
    ({ latitude, longitude }: { latitude: number; longitude: number }) => {
      setFieldValue('latitude', latitude);
      setFieldValue('longitude', longitude);
    },
    [setFieldValue],
  );
  const { request, locate } = useCurrentPosition(fillCoordinates);

  const submit = form.onSubmit((values) => {
    // The resolver has checked the values; parsing again trims them and lowercases the email.
    const body = sellerSignupSchema.parse(values);
    signup.mutate(body, {
      onSuccess: ({ message }) => {
        const next: SellerAccountState = { email: body.email, notice: message };
        void navigate('/seller/login', { state: next });
      },
    });
  });

  const taken = isApiError(signup.error) && signup.error.code === SELLER_CODES.emailTaken;

  return (
    <AccountCard
      title="Seller Sign Up"
      description="Register your restaurant. The admin approves new sellers before they can log in."
      width={640}
      footer={
        <Text size="sm" c="dimmed">
          Already selling on Tiffin?{' '}
          <Anchor component={Link} to="/seller/login" fw={600}>
            Log in
          </Anchor>
        </Text>
      }
    >
      {signup.isError && (
        <ErrorBanner
          action={
            taken ? (
              <Button
                component={Link}
                to="/seller/login"
                state={{ email: form.values.email.trim() } satisfies SellerAccountState}
                size="xs"
                variant="white"
                color="red"
              >
                Go to Seller Login
              </Button>
            ) : undefined
          }
        >
          {serverMessageOr(signup.error, SELLER_SIGNUP_FALLBACK)}
        </ErrorBanner>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Fieldset legend="About you" variant="unstyled">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Seller name" autoComplete="name" required {...form.getInputProps('sellerName')} />
                <TextInput
                  label="Phone number"
                  description="10 digits, starting with 6, 7, 8 or 9"
                  type="tel"
                  autoComplete="tel-national"
                  inputMode="numeric"
                  maxLength={10}
                  required
                  {...form.getInputProps('phone')}
                />
              </SimpleGrid>
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                description="6+ characters with an uppercase and a lowercase letter, a number and one of @$!%*?&"
                autoComplete="new-password"
                required
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
                {...form.getInputProps('password')}
              />
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
                <NumberInput
                  label="Latitude"
                  placeholder="12.9716"
                  decimalScale={6}
                  min={-90}
                  max={90}
                  hideControls
                  clampBehavior="none"
                  required
                  {...form.getInputProps('latitude')}
                />
                <NumberInput
                  label="Longitude"
                  placeholder="77.5946"
                  decimalScale={6}
                  min={-180}
                  max={180}
                  hideControls
                  clampBehavior="none"
                  required
                  {...form.getInputProps('longitude')}
                />
              </SimpleGrid>
              <CityPreview latitude={form.values.latitude} longitude={form.values.longitude} />
              <Group gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconCurrentLocation size={16} aria-hidden />}
                  onClick={locate}
                  loading={request.status === 'locating'}
                >
                  Use my location
                </Button>
                {request.status === 'failed' && (
                  <Text size="sm" c="red.8" role="alert">
                    {request.message}
                  </Text>
                )}
              </Group>
            </Stack>
          </Fieldset>
          <Button type="submit" fullWidth loading={signup.isPending}>
            Sign up
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
