import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sellerSignupSchema } from '@tiffin/shared/rules/seller';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormCard, FormCardLink } from '@/components/form-card';
import { AccountForm } from '@/components/forms/account-form';
import { EmailField, PHONE_RULE, PhoneField } from '@/components/forms/fields';
import { NewPasswordField } from '@/components/forms/password-fields';
import { SignupFailedAlert } from '@/components/forms/signup-failed-alert';
import type { Coords } from '@/lib/reverse-geocode';
import { useSellerSignup } from '../api/sign-up';
import { RestaurantLocation } from '../components/restaurant-location';
import { VerifyEmailStep } from '../components/verify-email-step';
import { pages } from '@/lib/pages';

/** docs/product.md#failures: the seller sign-up's fallback when the server gives no message. */
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

/**
 * /seller/signup (docs/product.md#seller-area and docs/product.md#seller-sign-up): the seller and the restaurant in one form, every field required; then
 * the code mailed to the email (docs/differences.md#accounts-and-codes), after which the seller login opens.
 */
export default function SellerSignupScreen() {
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

  const placeRestaurant = ({ lat, lon }: Coords) => {
    form.setFieldValue('latitude', lat);
    form.setFieldValue('longitude', lon);
  };

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
        <FormCardLink question="Already selling on Tiffin?" to={pages.sellerLogin()}>
          Log in
        </FormCardLink>
      }
    >
      {signup.isError && (
        <SignupFailedAlert
          error={signup.error}
          fallback={SELLER_SIGNUP_FALLBACK}
          login={{ to: pages.sellerLogin(), label: 'Go to Seller Login', email: form.values.email.trim() }}
        />
      )}
      <AccountForm form={form} onSubmit={submit} submitLabel="Sign up" submitting={signup.isPending}>
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
            <RestaurantLocation
              latitude={form.values.latitude}
              longitude={form.values.longitude}
              error={form.errors.latitude ?? form.errors.longitude}
              onPlace={placeRestaurant}
              coordinateProps={(field) => form.getInputProps(field)}
            />
          </Stack>
        </Fieldset>
      </AccountForm>
    </FormCard>
  );
}
