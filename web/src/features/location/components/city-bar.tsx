import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { cityLabel } from '../cities';
import type { CityState, LocationProblem } from '../hooks/use-city';
import { CityPicker } from './city-picker';

const problemText: Record<LocationProblem, string> = {
  denied: 'Location access is turned off.',
  failed: 'We could not find your location.',
  unsupported: 'This browser cannot share its location.',
  'geocode-failed': 'We could not work out your city from your location.',
};

/** Says which city is shown and lets the visitor change it; the picker is always there when location fails. */
export const CityBar = memo(function CityBar({
  city,
  source,
  detecting,
  problem,
  chooseCity,
}: Omit<CityState, 'coords'>) {
  const [editing, setEditing] = useState(false);
  const showPicker = editing || problem !== null || (!detecting && city === null);

  return (
    <Paper component="section" aria-label="Your city" withBorder px="sm" py={6} radius="md">
      {/* The city and its Change button share one line, even on a phone: the food comes right after. */}
      <Group
        justify="space-between"
        align={showPicker ? 'flex-end' : 'center'}
        gap="sm"
        wrap={showPicker ? 'wrap' : 'nowrap'}
      >
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          {detecting && !city ? (
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" aria-hidden />
              <Text size="sm" role="status">
                Finding your city…
              </Text>
            </Group>
          ) : city ? (
            <Group gap={6} wrap="nowrap">
              {source === 'device' ? (
                <IconCurrentLocation
                  size={18}
                  color="var(--mantine-color-brand-7)"
                  aria-hidden
                  style={{ flex: 'none' }}
                />
              ) : (
                <IconMapPin size={18} color="var(--mantine-color-brand-7)" aria-hidden style={{ flex: 'none' }} />
              )}
              <Text size="sm" fz={{ base: 'xs', xs: 'sm' }} role="status">
                Showing restaurants in <strong>{cityLabel(city)}</strong>
                {source === 'device' ? ' (from your location)' : ''}
              </Text>
            </Group>
          ) : null}
          {problem && (
            <Text size="sm" c="dimmed" mt={4}>
              {problemText[problem]} Choose your city to see restaurants near you.
            </Text>
          )}
        </div>
        {showPicker ? (
          <CityPicker
            value={city}
            onChange={(next) => {
              chooseCity(next);
              setEditing(false);
            }}
            autoFocus={editing}
          />
        ) : (
          <Button variant="light" size="xs" px="xs" onClick={() => setEditing(true)} style={{ flex: 'none' }}>
            {detecting ? 'Choose city instead' : 'Change city'}
          </Button>
        )}
      </Group>
    </Paper>
  );
});
