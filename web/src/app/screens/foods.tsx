import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { CardGridSkeleton } from '@/components/card-grid';
import { useUserInfo } from '@/features/auth/api/user-info';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FoodsBrowser } from '@/features/catalogue/components/foods-browser';
import { cityLabel, normaliseCity } from '@/features/location/cities';
import { CityBar } from '@/features/location/components/city-bar';
import { useKnownCity } from '@/features/location/hooks/use-city';

/**
 * /foods (docs/product.md#foods) uses the customer's saved city (user-info); without one, the city the home page knows;
 * without that, it asks. A city picked here holds for this visit of the page.
 */
export default function FoodsScreen() {
  const user = useUserInfo();
  const known = useKnownCity();
  const [picked, setPicked] = useState<string | null>(null);

  const savedCity = user.data?.location.city ? normaliseCity(user.data.location.city) : null;
  const city = picked ?? savedCity ?? known.city;
  // A failed user-info is not fatal: the known city (or the picker) still serves.
  const waiting = user.isPending && !picked;

  return (
    <Stack gap="lg">
      <title>All dishes · Tiffin</title>
      <Title order={1} size="h2">
        {city ? `Dishes in ${cityLabel(city)}` : 'All dishes'}
      </Title>
      {waiting ? (
        <CardGridSkeleton count={6} layout="rows" />
      ) : (
        <>
          <CityBar
            city={city}
            source={city ? 'chosen' : null}
            detecting={false}
            problem={null}
            chooseCity={(next) => {
              known.chooseCity(next);
              setPicked(normaliseCity(next));
            }}
          />
          {city && <FoodsBrowser city={city} renderAction={(food) => <AddToCartButton food={food} compact />} />}
        </>
      )}
    </Stack>
  );
}
