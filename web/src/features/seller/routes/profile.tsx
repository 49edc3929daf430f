import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateProfileBodySchema, type SellerProfile } from '@tiffin/shared/api/seller';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerProfile, useUpdateSellerProfile } from '../api/profile';
import { ErrorBanner, SuccessBanner } from '../components/banners';
import { PageHeader } from '../components/page-header';

/** Spec 8, word for word. */
export const PROFILE_UPDATED = 'Profile updated successfully.';
export const UPDATE_PROFILE_FALLBACK = 'Failed to update profile.';
const LOAD_PROFILE_FALLBACK = 'Your profile could not be loaded.';

function ProfileForm({ profile }: { profile: SellerProfile }) {
  const update = useUpdateSellerProfile();
  const form = useForm({
    initialValues: {
      sellerName: profile.sellerName,
      phone: profile.phone,
      email: profile.email,
      restaurantName: profile.restaurantName,
      description: profile.description,
      image: profile.image,
    },
    validate: zod4Resolver(updateProfileBodySchema),
  });

  const submit = form.onSubmit((values) => {
    // The email goes back as it came (spec 7.7); the server refuses any other.
    const body = updateProfileBodySchema.parse({ ...values, email: profile.email });
    update.mutate(body);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.isSuccess && <SuccessBanner>{update.data.message || PROFILE_UPDATED}</SuccessBanner>}
        {update.isError && <ErrorBanner>{serverMessageOr(update.error, UPDATE_PROFILE_FALLBACK)}</ErrorBanner>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Seller name" autoComplete="name" required {...form.getInputProps('sellerName')} />
          <TextInput
            label="Phone number"
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
          description="Your login email cannot be changed."
          type="email"
          readOnly
          value={profile.email}
          styles={{ input: { backgroundColor: 'var(--mantine-color-gray-1)', cursor: 'default' } }}
        />
        <TextInput label="Restaurant name" required {...form.getInputProps('restaurantName')} />
        <Textarea
          label="Description"
          description="What customers read about your restaurant."
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          {...form.getInputProps('image')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div>
            <Text size="sm" fw={500}>
              Address
            </Text>
            <Text size="sm" c="dimmed">
              {profile.address || 'Not set'}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={500}>
              City
            </Text>
            <Text size="sm" c="dimmed" tt="capitalize">
              {profile.city || 'Not set'}
            </Text>
          </div>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Update Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} gap={6}>
          <Skeleton h={12} w={120} />
          <Skeleton h={36} />
        </Stack>
      ))}
    </Stack>
  );
}

/** /seller/profile (spec 2.6): the seller's and the restaurant's details; the email is read-only. */
export function SellerProfileRoute() {
  const profile = useSellerProfile();

  return (
    <>
      <PageHeader title="Edit Profile" description="Your details and your restaurant's." />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="md" maw={720} aria-busy={profile.isPending}>
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          <ErrorBanner
            action={
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => void profile.refetch()}
                loading={profile.isRefetching}
              >
                Try again
              </Button>
            }
          >
            {serverMessageOr(profile.error, LOAD_PROFILE_FALLBACK)}
          </ErrorBanner>
        ) : (
          <ProfileForm profile={profile.data} />
        )}
      </Paper>
    </>
  );
}
