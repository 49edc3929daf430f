import { Anchor, Button, Grid, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import type { Restaurant } from '@tiffin/shared/api/catalogue';
import { Link, useParams } from 'react-router';
import { CardGridSkeleton } from '@/components/card-grid';
import { LoadMore } from '@/components/load-more';
import { NotFound } from '@/components/not-found';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { isApiError } from '@/lib/api-error';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { useRestaurantMenu } from '../api/get-restaurant-menu';
import { ClosedBanner } from '../components/closed-banner';
import type { RenderDishAction } from '../components/dish-row';
import { MenuSections } from '../components/menu-sections';
import { OpeningHours } from '../components/opening-hours';
import { OpeningNote, restaurantState } from '../components/opening-note';
import { cuisineOf } from '../components/restaurant-card';
import { Rating } from '../components/rating';
import { pages } from '@/lib/pages';

function BackHome() {
  return (
    <Anchor component={Link} to={pages.home()} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Back to home
      </Group>
    </Anchor>
  );
}

/** Name, cuisine, address, rating, whether it is open and today's hours (the week on a tap), and its description. */
function RestaurantHeader({ restaurant }: { restaurant: Restaurant }) {
  const cuisine = cuisineOf(restaurant);
  return (
    <Grid gap="lg" align="center">
      <title>{`${restaurant.name} · Tiffin`}</title>
      <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
        <Image
          src={restaurant.image || null}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt={restaurant.name}
          radius="md"
          h={{ base: 180, sm: 200 }}
          fit="cover"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
        <Stack gap={8}>
          <Title order={1} size="h2">
            {restaurant.name}
          </Title>
          {cuisine && <Text fw={500}>{cuisine}</Text>}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={18} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
            <Text c="dimmed">{restaurant.address}</Text>
          </Group>
          <Group gap="md" align="center">
            <Rating rating={restaurant.rating} count={restaurant.reviewCount} showCount />
            <OpeningNote restaurant={restaurant} />
          </Group>
          <OpeningHours restaurant={restaurant} />
          {restaurant.description && <Text>{restaurant.description}</Text>}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function HeaderSkeleton() {
  return (
    <Grid gap="lg" aria-hidden>
      <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
        <Skeleton h={200} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
        <Stack gap="sm">
          <Skeleton h={32} w="60%" />
          <Skeleton h={16} w="80%" />
          <Skeleton h={16} w="30%" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /restaurant/{id} (docs/product.md#customer-pages): the restaurant and its menu; the app gives each dish its ordering control. */
export function RestaurantMenuScreen({ renderAction }: { renderAction?: RenderDishAction }) {
  const { id = '' } = useParams();
  const query = useRestaurantMenu(id);

  if (query.isError && !query.data && (isApiError(query.error, 404) || isApiError(query.error, 400))) {
    return (
      <NotFound thing="Restaurant" message="This restaurant is not on Tiffin right now." action="Browse restaurants" />
    );
  }

  if (query.isPending) {
    return (
      <Stack gap="lg">
        <BackHome />
        <HeaderSkeleton />
        <CardGridSkeleton count={6} layout="rows" />
      </Stack>
    );
  }

  if (query.isError && !query.data) {
    return (
      <Stack gap="lg">
        <BackHome />
        <QueryErrorAlert
          title="Could not load this restaurant"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      </Stack>
    );
  }

  const restaurant = query.data.pages[0]!.restaurant;
  const foods = query.data.pages.flatMap((page) => page.items);
  // The server refuses a closed restaurant's dishes (opening hours); the page says so instead of offering them.
  const now = new Date();
  const state = restaurantState(restaurant, now);
  const open = state.open;
  const actionFor: RenderDishAction | undefined =
    renderAction &&
    (open
      ? renderAction
      : () => (
          <Button size="sm" variant="default" disabled>
            Closed
          </Button>
        ));

  return (
    <Stack gap="lg">
      <BackHome />
      <RestaurantHeader restaurant={restaurant} />
      {!open && <ClosedBanner state={state} now={now} />}
      <Stack component="section" aria-labelledby="menu-heading" gap="md">
        <Title order={2} size="h3" id="menu-heading">
          Menu
        </Title>
        {foods.length === 0 ? (
          <Text c="dimmed">This restaurant has no dishes on its menu yet.</Text>
        ) : (
          <MenuSections foods={foods} renderAction={actionFor} />
        )}
        <LoadMore query={query} label="Load more dishes" failedTitle="Failed to fetch food items" />
      </Stack>
    </Stack>
  );
}
