import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ErrorBannerProps {
  children: ReactNode;
  title?: string;
  /** Offers a close button; without it the banner stays until the next attempt. */
  onClose?: () => void;
}

/** Spec 8: an admin failure is an inline red banner with the server's message. */
export function ErrorBanner({ children, title, onClose }: ErrorBannerProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
