import { placeholderPulse } from '@/components/card-grid';
import { Anchor, Badge, Grid, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FoodDetail } from '@tiffin/shared/api/catalogue';
import { formatRupees } from '@tiffin/shared/money';
import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '@/components/not-found';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { isApiError } from '@/lib/api-error';
import { photoImageProps } from '@/lib/photo';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { useFood } from '../api/get-food';
import type { RenderDishAction } from '../components/dish-row';
import { FoodTypeBadge } from '../components/food-type-badge';
import { Offers } from '../components/offers';
import { Rating } from '../components/rating';
import { ReviewList } from '../components/review-list';
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

function FoodDetailSkeleton() {
  return (
    <Grid gap="xl" aria-hidden className={placeholderPulse}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton h={320} animate={false} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="sm">
          <Skeleton h={32} w="70%" animate={false} />
          <Skeleton h={16} w="40%" animate={false} />
          <Skeleton h={24} w="30%" animate={false} />
          <Skeleton h={60} animate={false} />
          <Skeleton h={80} animate={false} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function FoodDetailView({ food, renderAction }: { food: FoodDetail; renderAction?: RenderDishAction }) {
  const inStock = food.quantity > 0;
  return (
    <Grid gap="xl">
      <title>{`${food.name} · Tiffin`}</title>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Image
          src={food.image || null}
          {...photoImageProps(food.image, '(min-width: 62em) 50vw, 100vw')}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt={food.name}
          // The page's largest paint: fetched before the scripts' other requests.
          fetchPriority="high"
          radius="md"
          h={{ base: 240, sm: 360 }}
          fit="cover"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {food.name}
            </Title>
            {/* The link is underlined: in a line of text its colour alone does not set it apart. */}
            <Text c="dimmed">
              from{' '}
              <Anchor component={Link} to={pages.restaurant(food.restaurant._id)} inherit underline="always">
                {food.restaurant.name}
              </Anchor>
              {food.restaurant.address ? `, ${food.restaurant.address}` : ''}
            </Text>
          </div>
          <Group gap="sm">
            <Text fz={28} fw={800} data-testid="food-price">
              {formatRupees(food.price)}
            </Text>
            <FoodTypeBadge type={food.type} size="lg" />
            <Badge size="lg" variant="outline" color={inStock ? 'green' : 'gray'}>
              {inStock ? 'In stock' : 'Out of Stock'}
            </Badge>
          </Group>
          <Rating rating={food.rating} count={food.reviewCount} showCount />
          {food.category?.cat && (
            <Text size="sm" c="dimmed">
              Category: {food.category.cat}
            </Text>
          )}
          {food.description && <Text>{food.description}</Text>}
          <Offers />
          {renderAction?.(food)}
        </Stack>
      </Grid.Col>
      <Grid.Col span={12}>
        <Stack component="section" aria-labelledby="reviews-heading" gap="sm">
          <Title order={2} size="h3" id="reviews-heading">
            Reviews
          </Title>
          <ReviewList foodId={food._id} reviews={food.reviews} reviewCount={food.reviewCount} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /food/{id} (docs/product.md#food-page); the app gives the dish its ordering control. */
export function FoodDetailScreen({ renderAction }: { renderAction?: RenderDishAction }) {
  const { id = '' } = useParams();
  const query = useFood(id);
  // The dish renders in a transition (React slices it between frames) rather than in the one synchronous render
  // the query's answer triggers; the skeleton stays until then.
  const food = useDeferredValue(query.data);

  if (query.isError && (isApiError(query.error, 404) || isApiError(query.error, 400)))
    return (
      <NotFound
        thing="Dish"
        message="This dish is not on any menu right now. It may have been removed by the restaurant."
        action="Browse dishes"
      />
    );

  return (
    <Stack gap="md">
      <BackHome />
      {query.isPending ? (
        <FoodDetailSkeleton />
      ) : query.isError ? (
        <QueryErrorAlert
          title="Could not load this dish"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : food ? (
        <FoodDetailView food={food} renderAction={renderAction} />
      ) : (
        <FoodDetailSkeleton />
      )}
    </Stack>
  );
}
