import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateProfileBodySchema, type SellerProfile } from '@tiffin/shared/api/seller';
import { cityDisplayName } from '@tiffin/shared/geo';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorAlert, LoadFailedAlert, SuccessAlert } from '@/components/alerts';
import { PhoneField } from '@/components/forms/fields';
import { QueryView } from '@/components/query-view';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerProfile, useUpdateSellerProfile } from '../api/profile';
import { DescriptionField } from '../components/fields';
import { FormPanel, FormSkeleton } from '../components/form-panel';
import { HoursForm } from '../components/hours-form';
import { PhotoField } from '../components/photo-field';
import { RestaurantLocation } from '../components/restaurant-location';
import type { Coords } from '@/lib/reverse-geocode';
import { PageHeader } from '@/components/page-header';

/** docs/product.md#successes, word for word. */
export const PROFILE_UPDATED = 'Profile updated successfully.';
export const UPDATE_PROFILE_FALLBACK = 'Failed to update profile.';
const LOAD_PROFILE_FALLBACK = 'Your profile could not be loaded.';

interface ProfileValues {
  sellerName: string;
  phone: string;
  email: string;
  restaurantName: string;
  description: string;
  image: string;
  /** '' while the restaurant stays where it is; a new place moves it. */
  latitude: number | string;
  longitude: number | string;
}

/** The form's values as the server takes them: no coordinates unless the seller chose a new place. */
const toBody = ({ latitude, longitude, ...values }: ProfileValues) => ({
  ...values,
  ...(latitude === '' && longitude === '' ? {} : { latitude, longitude }),
});

const validateProfile = zod4Resolver(updateProfileBodySchema);

function ProfileForm({ profile }: { profile: SellerProfile }) {
  const update = useUpdateSellerProfile();
  const form = useForm<ProfileValues>({
    initialValues: {
      sellerName: profile.sellerName,
      phone: profile.phone,
      email: profile.email,
      restaurantName: profile.restaurantName,
      description: profile.description,
      image: profile.image,
      latitude: '',
      longitude: '',
    },
    validate: (values) => validateProfile(toBody(values)),
  });

  const moveRestaurant = ({ lat, lon }: Coords) => {
    form.setFieldValue('latitude', lat);
    form.setFieldValue('longitude', lon);
  };

  const submit = form.onSubmit((values) => {
    // The email goes back as it came (docs/product.md#seller-calls); the server refuses any other.
    const body = updateProfileBodySchema.parse(toBody({ ...values, email: profile.email }));
    // Once moved, the profile names the new place and the search starts afresh.
    update.mutate(body, { onSuccess: () => form.setValues({ latitude: '', longitude: '' }) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.isSuccess && <SuccessAlert>{update.data.message || PROFILE_UPDATED}</SuccessAlert>}
        {update.isError && <ErrorAlert>{serverMessageOr(update.error, UPDATE_PROFILE_FALLBACK)}</ErrorAlert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Seller name" autoComplete="name" required {...form.getInputProps('sellerName')} />
          <PhoneField {...form.getInputProps('phone')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          description="Your login email cannot be changed."
          type="email"
          readOnly
          value={profile.email}
          styles={{ input: { backgroundColor: 'var(--mantine-color-gray-1)', cursor: 'default' } }}
        />
        <TextInput label="Restaurant name" required {...form.getInputProps('restaurantName')} />
        <DescriptionField
          description="What customers read about your restaurant."
          {...form.getInputProps('description')}
        />
        <PhotoField
          {...form.getInputProps('image')}
          value={form.values.image}
          onUploaded={(url) => form.setFieldValue('image', url)}
        />
        <Fieldset legend="Location" variant="unstyled">
          <Stack gap="sm">
            <Text size="sm">
              Listed in{' '}
              <Text span fw={600}>
                {profile.city ? cityDisplayName(profile.city) : 'no city yet'}
              </Text>
              {profile.address ? ` (${profile.address})` : ''}
            </Text>
            <RestaurantLocation
              latitude={form.values.latitude}
              longitude={form.values.longitude}
              error={form.errors.latitude ?? form.errors.longitude}
              onPlace={moveRestaurant}
              coordinateProps={(field) => form.getInputProps(field)}
            />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Update Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /seller/profile (docs/product.md#seller-screens): the seller's and the restaurant's details; the email is read-only. */
export default function SellerProfileScreen() {
  const profile = useSellerProfile();

  return (
    <>
      <PageHeader area="Seller" title="Edit Profile" description="Your details and your restaurant's." />
      <FormPanel busy={profile.isPending}>
        <QueryView
          query={profile}
          loading={<FormSkeleton />}
          failed={<LoadFailedAlert query={profile} fallback={LOAD_PROFILE_FALLBACK} />}
        >
          {(loaded) => <ProfileForm profile={loaded} />}
        </QueryView>
      </FormPanel>
      {profile.data && (
        <FormPanel>
          <HoursForm profile={profile.data} />
        </FormPanel>
      )}
    </>
  );
}
