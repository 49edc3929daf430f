import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pages } from '@/lib/pages';

/** docs/product.md#constants fixes the footer year. */
const FOOTER_YEAR = 2025;

export function Footer() {
  return (
    <Box component="footer" py="lg" mt="xl" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {FOOTER_YEAR} Tiffin
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={pages.sellerSignup()} size="sm" c="dimmed">
              Partner with us
            </Anchor>
            <Anchor component={Link} to={pages.home()} size="sm" c="dimmed">
              Home
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
