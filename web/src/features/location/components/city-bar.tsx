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
    <Paper component="section" aria-label="Your city" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-end" gap="sm">
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
                <IconCurrentLocation size={18} color="var(--mantine-color-brand-7)" aria-hidden />
              ) : (
                <IconMapPin size={18} color="var(--mantine-color-brand-7)" aria-hidden />
              )}
              <Text size="sm" role="status">
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
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            {detecting ? 'Choose city instead' : 'Change city'}
          </Button>
        )}
      </Group>
    </Paper>
  );
});
