import { ActionIcon, Box, Burger, Button, Collapse, Container, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconShoppingCart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import classes from './public-navbar.module.css';

/** The three login entry points of spec 2.5, in order. */
export const loginLinks = [
  { label: 'Customer Login', to: '/login' },
  { label: 'Admin Login', to: '/admin/login' },
  { label: 'Seller Login', to: '/seller/login' },
] as const;

const MOBILE_PANEL_ID = 'public-navbar-mobile';

/** The public bar: sticky, and folded behind a burger on small screens. */
export function PublicNavbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // A followed link closes the mobile panel.
  useEffect(() => {
    close();
  }, [pathname, close]);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.brand}>
            <img src="/logo.svg" alt="" width={32} height={32} />
            <span>Tiffin</span>
          </Link>

          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
              <NavLink to="/" end className={classes.link}>
                Home
              </NavLink>
              <Menu position="bottom-end" width={200} shadow="md">
                <Menu.Target>
                  <Button variant="subtle" color="gray.8" rightSection={<IconChevronDown size={16} aria-hidden />}>
                    Login
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {loginLinks.map((link) => (
                    <Menu.Item key={link.to} component={Link} to={link.to}>
                      {link.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <Button component={Link} to="/signup">
                Sign Up
              </Button>
            </Group>

            <ActionIcon component={Link} to="/cart" variant="subtle" size="lg" aria-label="Cart" color="gray.8">
              <IconShoppingCart size={22} aria-hidden />
            </ActionIcon>

            <Burger
              hiddenFrom="sm"
              opened={opened}
              onClick={toggle}
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls={MOBILE_PANEL_ID}
            />
          </Group>
        </Group>
      </Container>

      <Collapse expanded={opened} hiddenFrom="sm" id={MOBILE_PANEL_ID}>
        <Container size="lg" py="xs" className={classes.mobilePanel}>
          <Stack component="nav" aria-label="Main" gap={2}>
            <NavLink to="/" end className={classes.mobileLink}>
              Home
            </NavLink>
            <NavLink to="/cart" className={classes.mobileLink}>
              Cart
            </NavLink>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} px={12} pt="xs" id="mobile-login-heading">
              Login
            </Text>
            <Stack gap={2} role="group" aria-labelledby="mobile-login-heading">
              {loginLinks.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.mobileLink}>
                  {link.label}
                </NavLink>
              ))}
            </Stack>
            <Button component={Link} to="/signup" mt="xs" fullWidth>
              Sign Up
            </Button>
          </Stack>
        </Container>
      </Collapse>
    </Box>
  );
}
