import { Stack, Text } from '@mantine/core';
import { CardGridSkeleton } from '@/components/card-grid';
import { CategoryStrip } from '@/features/catalogue/components/category-strip';
import { FoodsSection } from '@/features/catalogue/components/foods-section';
import { HomeBanner } from '@/features/catalogue/components/home-banner';
import { RestaurantList } from '@/features/catalogue/components/restaurant-list';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { useReportLocation } from '@/features/auth/hooks/use-report-location';
import { cityLabel } from '@/features/location/cities';
import { CityBar } from '@/features/location/components/city-bar';
import { useCity } from '@/features/location/hooks/use-city';

/** Home (spec 2.6). The app composes the location and catalogue features; they do not know each other. */
export function HomeRoute() {
  const cityState = useCity();
  const { city, detecting } = cityState;
  // Spec 2.6: a signed-in customer's device location goes to the server (once per sign-in).
  useReportLocation(cityState.coords);

  return (
    <Stack gap="xl">
      <title>Tiffin · Order food from the restaurants of your city</title>
      <HomeBanner>
        <SearchBox />
      </HomeBanner>
      <CategoryStrip city={city} />
      <CityBar {...cityState} />
      {city ? (
        <>
          <RestaurantList city={city} cityName={cityLabel(city)} />
          <FoodsSection city={city} cityName={cityLabel(city)} />
        </>
      ) : detecting ? (
        <CardGridSkeleton />
      ) : (
        <Text c="dimmed">Choose your city to see its restaurants and dishes.</Text>
      )}
    </Stack>
  );
}
