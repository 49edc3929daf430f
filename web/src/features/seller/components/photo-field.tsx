import { Button, FileButton, Group, Image, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { PHOTO_TYPES } from '@tiffin/shared/photos';
import { serverMessageOr } from '@/lib/api-error';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { photoImageProps } from '@/lib/photo';
import { useUploadPhoto } from '../api/upload-photo';

const UPLOAD_FALLBACK = 'The photo could not be uploaded. Please try again.';

interface PhotoFieldProps extends TextInputProps {
  /** The form's current address (an uploaded photo's or one typed). */
  value: string;
  /** Called with the uploaded photo's address once its WebP versions are ready. */
  onUploaded: (url: string) => void;
}

/**
 * The picture of a dish or a restaurant: a photo uploaded from the device (JPEG, PNG or WebP up to 5 MB, kept as
 * small WebP versions), or, as the spec's forms have it, a web address typed in.
 */
export function PhotoField({ value, onUploaded, ...input }: PhotoFieldProps) {
  const upload = useUploadPhoto();
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="md" wrap="nowrap">
        <Image
          src={value || null}
          {...photoImageProps(value, '96px')}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt=""
          w={96}
          h={64}
          radius="sm"
          data-testid="photo-preview"
        />
        <Stack gap={4}>
          <FileButton
            accept={PHOTO_TYPES.join(',')}
            onChange={(file) => file && upload.mutate(file, { onSuccess: onUploaded })}
            inputProps={{ 'aria-label': 'Photo file' }}
          >
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending} w="fit-content">
                Upload a photo
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            JPEG, PNG or WebP, up to 5 MB.
          </Text>
        </Stack>
      </Group>
      {upload.isError && (
        <Text size="sm" c="red.8" role="alert">
          {serverMessageOr(upload.error, UPLOAD_FALLBACK)}
        </Text>
      )}
      {upload.isSuccess && value === upload.data && (
        <Text size="sm" c="green.9" role="status">
          Photo uploaded.
        </Text>
      )}
      <TextInput
        label="Image URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
        description="Or the address of a picture on the web."
        value={value}
        {...input}
      />
    </Stack>
  );
}
