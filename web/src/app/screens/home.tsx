import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { CardGridSkeleton } from '@/components/card-grid';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { restaurantKeys } from '@/features/catalogue/api/query-keys';
import { CategoryStrip } from '@/features/catalogue/components/category-strip';
import type { RenderDishAction } from '@/features/catalogue/components/dish-row';
import { FoodsSection } from '@/features/catalogue/components/foods-section';
import { HomeBanner } from '@/features/catalogue/components/home-banner';
import { RestaurantList } from '@/features/catalogue/components/restaurant-list';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { useReportLocation } from '@/features/auth/hooks/use-report-location';
import { cityLabel } from '@/features/location/cities';
import { CityBar } from '@/features/location/components/city-bar';
import { useCity } from '@/features/location/hooks/use-city';

// The banner never changes: one element, which React then skips on every re-render of the page.
const banner = (
  <HomeBanner>
    <SearchBox />
  </HomeBanner>
);

// One function for the page's life, so the memoised dish section does not re-render for a new one.
const renderDishAction: RenderDishAction = (food) => <AddToCartButton food={food} compact />;

/**
 * Home (docs/product.md#home). The app composes the location and catalogue features; they do not know each other. The page
 * re-renders at each step of the location lookup; its sections are memoised and skip those that do not concern
 * them (the restaurant and dish lists re-render only when the city changes or their own data lands).
 */
export default function HomeScreen() {
  const cityState = useCity();
  const { city, detecting } = cityState;
  // docs/product.md#home: a signed-in customer's device location goes to the server (once per sign-in). The restaurant cards'
  // delivery estimates are worked out from it, so the list is asked again once it is saved.
  const queryClient = useQueryClient();
  useReportLocation(cityState.coords, () => void queryClient.invalidateQueries({ queryKey: restaurantKeys.lists() }));
  // The restaurant and dish sections (the filters' selects and segmented control, two lists) mount in a deferred
  // render, which React splits into short slices, not in the synchronous one the geocoder's answer triggers, where
  // they would make one long task that blocks input. Until then the skeleton stays, as while detecting.
  const sectionsCity = useDeferredValue(city);

  return (
    <Stack gap="md">
      <title>Tiffin · Order food from the restaurants of your city</title>
      {banner}
      <CategoryStrip city={city} cityPending={detecting && !city} />
      <CityBar {...cityState} />
      {sectionsCity ? (
        <>
          <RestaurantList city={sectionsCity} cityName={cityLabel(sectionsCity)} />
          <FoodsSection city={sectionsCity} cityName={cityLabel(sectionsCity)} renderAction={renderDishAction} />
        </>
      ) : detecting || city ? (
        <CardGridSkeleton />
      ) : (
        <Text c="dimmed">Choose your city to see its restaurants and dishes.</Text>
      )}
    </Stack>
  );
}
